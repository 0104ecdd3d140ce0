import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Roster,
  RosterClearResult,
  RosterCopyResult,
  RosterCopyWeekInput,
  RosterMoveInput,
  RosterPlaceInput,
  RosterPublishResult,
  RosterRangeInput,
  RosterShift,
} from '@tembusu/contracts/attendance';
import { api } from '../../../api/http';

// The board, and everything that changes it: each change reads the board again.
const rosterKey = ['shift', 'roster'] as const;

/** What the board shows: a week or two from a Monday, of a branch and a department or all. */
export type RosterView = {
  from: string;
  days: 7 | 14;
  branchId: string | null;
  departmentId: string | null;
};

function filterOf(view: Pick<RosterView, 'branchId' | 'departmentId'>) {
  return {
    ...(view.branchId ? { branchId: view.branchId } : {}),
    ...(view.departmentId ? { departmentId: view.departmentId } : {}),
  };
}

export function useRoster(view: RosterView) {
  const query = new URLSearchParams({
    from: view.from,
    days: String(view.days),
    ...filterOf(view),
  });
  return useQuery({
    queryKey: [...rosterKey, view],
    queryFn: () => api<Roster>('GET', `/shift/roster?${query}`),
    placeholderData: keepPreviousData,
  });
}

/** The range a view's Clear and Publish act on. */
export const rangeOf = (view: RosterView): RosterRangeInput => ({
  from: view.from,
  days: view.days,
  ...filterOf(view),
});

export const copyOf = (view: RosterView, from: string, to: string): RosterCopyWeekInput => ({
  from,
  to,
  ...filterOf(view),
});

function useRosterChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: rosterKey });
}

export function usePlaceShift() {
  const changed = useRosterChanged();
  return useMutation({
    mutationFn: (input: RosterPlaceInput) =>
      api<RosterShift>('POST', '/shift/roster/shifts', input),
    onSettled: changed,
  });
}

export function useMoveShift() {
  const changed = useRosterChanged();
  return useMutation({
    mutationFn: ({ id, ...input }: RosterMoveInput & { id: string }) =>
      api<RosterShift>('PATCH', `/shift/roster/shifts/${id}`, input),
    onSettled: changed,
  });
}

export function useRemoveShift() {
  const changed = useRosterChanged();
  return useMutation({
    mutationFn: (id: string) => api<{ withdrawn: boolean }>('DELETE', `/shift/roster/shifts/${id}`),
    onSettled: changed,
  });
}

export function useCopyWeek() {
  const changed = useRosterChanged();
  return useMutation({
    mutationFn: (input: RosterCopyWeekInput) =>
      api<RosterCopyResult>('POST', '/shift/roster/copy-week', input),
    onSettled: changed,
  });
}

export function useClearRoster() {
  const changed = useRosterChanged();
  return useMutation({
    mutationFn: (input: RosterRangeInput) =>
      api<RosterClearResult>('POST', '/shift/roster/clear', input),
    onSettled: changed,
  });
}

export function usePublishRoster() {
  const changed = useRosterChanged();
  return useMutation({
    mutationFn: (input: RosterRangeInput) =>
      api<RosterPublishResult>('POST', '/shift/roster/publish', input),
    onSettled: changed,
  });
}
