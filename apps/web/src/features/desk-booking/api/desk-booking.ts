import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DeskAvailability,
  DeskBooking,
  DeskBookingInput,
  DeskSettings,
  Workspace,
  WorkspaceInput,
} from '@tembusu/contracts/desk-booking';
import type { Branch } from '@tembusu/contracts/organization';
import { api } from '../../../api/http';

const root = 'desk-booking';

function queryText(params: Record<string, string | boolean | undefined | null>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  return query.toString();
}

/** Branches/outlets with their time zones: a desk's day is its branch's calendar day. */
export const deskBranchesQuery = queryOptions({
  queryKey: [root, 'branches'],
  queryFn: () => api<Branch[]>('GET', '/organization/branches'),
  staleTime: 5 * 60_000,
});

export function useDeskBranches() {
  return useQuery(deskBranchesQuery);
}

export function workspacesQuery(branchOutletId?: string | null) {
  return queryOptions({
    queryKey: [root, 'workspaces', 'list', branchOutletId ?? 'all'],
    queryFn: () => {
      const query = queryText({ branchOutletId });
      return api<Workspace[]>('GET', query ? `/desk/workspaces?${query}` : '/desk/workspaces');
    },
  });
}

export function useWorkspaces(branchOutletId?: string | null, enabled = true) {
  return useQuery({ ...workspacesQuery(branchOutletId), enabled });
}

export function useWorkspace(id: string | null | undefined) {
  return useQuery({
    queryKey: [root, 'workspaces', 'one', id],
    queryFn: () => api<Workspace>('GET', `/desk/workspaces/${id}`),
    enabled: Boolean(id),
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [root] });
}

export function useSaveWorkspace(id?: string) {
  const changed = useInvalidate();
  return useMutation({
    mutationFn: (values: WorkspaceInput) =>
      id
        ? api<Workspace>('PUT', `/desk/workspaces/${id}`, values)
        : api<Workspace>('POST', '/desk/workspaces', values),
    onSuccess: changed,
  });
}

export function useDeleteWorkspace() {
  const changed = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api<null>('DELETE', `/desk/workspaces/${id}`),
    onSuccess: changed,
  });
}

export const deskSettingsQuery = queryOptions({
  queryKey: [root, 'setting'],
  queryFn: () => api<DeskSettings>('GET', '/desk-booking/setting'),
});

export function useDeskSettings() {
  return useQuery(deskSettingsQuery);
}

export function useSaveDeskSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: DeskSettings) => api<DeskSettings>('PUT', '/desk-booking/setting', values),
    onSuccess: (data) => {
      queryClient.setQueryData(deskSettingsQuery.queryKey, data);
      // Check-in deadlines on bookings follow the rule.
      void queryClient.invalidateQueries({ queryKey: [root, 'bookings'] });
      void queryClient.invalidateQueries({ queryKey: [root, 'availability'] });
    },
  });
}

export function useDeskAvailability(workspaceId: string | null, date: string | null) {
  return useQuery({
    queryKey: [root, 'availability', workspaceId, date],
    queryFn: () =>
      api<DeskAvailability[]>(
        'GET',
        `/desk-booking/availability?${queryText({ workspaceId, date })}`,
      ),
    enabled: Boolean(workspaceId && date),
    placeholderData: (previous, query) =>
      // Keep the old plan's desks while the same workspace loads another day.
      query?.queryKey[2] === workspaceId ? previous : undefined,
  });
}

export type DeskBookingQuery = {
  from: string;
  to: string;
  branchOutletId?: string | null;
  workspaceId?: string | null;
  employeeId?: string | null;
  mine?: boolean;
};

export function useDeskBookings(query: DeskBookingQuery | null) {
  return useQuery({
    queryKey: [root, 'bookings', 'list', query],
    queryFn: () =>
      api<DeskBooking[]>(
        'GET',
        `/desk-booking?${queryText({ ...query, mine: query?.mine ? 'true' : undefined })}`,
      ),
    enabled: query !== null,
    placeholderData: (previous) => previous,
  });
}

export function useDeskBooking(id: string | undefined) {
  return useQuery({
    queryKey: [root, 'bookings', 'one', id],
    queryFn: () => api<DeskBooking>('GET', `/desk-booking/${id}`),
    enabled: Boolean(id),
  });
}

function useBookingsChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [root, 'bookings'] }),
      queryClient.invalidateQueries({ queryKey: [root, 'availability'] }),
    ]);
}

export function useBookDesk() {
  const changed = useBookingsChanged();
  return useMutation({
    mutationFn: (values: DeskBookingInput) => api<DeskBooking>('POST', '/desk-booking', values),
    onSuccess: changed,
  });
}

export function useChangeDeskBooking(id: string | undefined) {
  const changed = useBookingsChanged();
  return useMutation({
    mutationFn: (values: DeskBookingInput) =>
      api<DeskBooking>('PUT', `/desk-booking/${id}`, values),
    onSuccess: changed,
  });
}

export function useCancelDeskBooking() {
  const changed = useBookingsChanged();
  return useMutation({
    mutationFn: (id: string) => api<null>('DELETE', `/desk-booking/${id}`),
    onSuccess: changed,
  });
}

/** Check-in from the booking's own button. */
export function useCheckInBooking() {
  const changed = useBookingsChanged();
  return useMutation({
    mutationFn: (id: string) => api<DeskBooking>('POST', `/desk-booking/${id}/check-in`),
    onSuccess: changed,
  });
}

/** Check-in from the desk's QR code: the caller's booking of that desk now. */
export function useCheckInAtDesk() {
  const changed = useBookingsChanged();
  return useMutation({
    mutationFn: (deskId: string) => api<DeskBooking>('POST', `/desk/${deskId}/check-in`),
    onSuccess: changed,
  });
}
