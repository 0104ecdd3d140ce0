import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShiftFeedLink, ShiftSchedule } from '@tembusu/contracts/attendance';
import { api } from '../../../api/http';

const scheduleKey = ['staff', 'shift-schedule'] as const;

/** The signed-in employee's shifts of a month ('2028-01'). */
export function useMyShiftSchedule(month: string) {
  return useQuery({
    queryKey: [...scheduleKey, month],
    queryFn: () =>
      api<ShiftSchedule>('GET', `/staff/shift-schedule?${new URLSearchParams({ month })}`),
    placeholderData: keepPreviousData,
  });
}

function useScheduleChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: scheduleKey });
}

/** Makes the calendar link, or a new one in place of the old; its address comes back once. */
export function useCreateFeedLink() {
  const changed = useScheduleChanged();
  return useMutation({
    mutationFn: () => api<ShiftFeedLink>('POST', '/staff/shift-schedule/feed'),
    onSuccess: changed,
  });
}

export function useRemoveFeedLink() {
  const changed = useScheduleChanged();
  return useMutation({
    mutationFn: () => api<null>('DELETE', '/staff/shift-schedule/feed'),
    onSuccess: changed,
  });
}
