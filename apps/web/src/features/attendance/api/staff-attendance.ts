import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AttendanceLog,
  AttendanceMonth,
  AttendanceToday,
  CheckInInput,
  CheckOutInput,
} from '@tembusu/contracts/attendance';
import { api } from '../../../api/http';

// The signed-in employee's own attendance: today, a month of logs and one log. Checking in or out
// changes all three, so they share one key to refresh together.
const staffAttendanceKey = ['staff-attendance'] as const;

/** Today as the check-in screen needs it: the work date, the expected shift and any log of it. */
export function useAttendanceToday() {
  return useQuery({
    queryKey: [...staffAttendanceKey, 'today'],
    queryFn: () => api<AttendanceToday>('GET', '/staff/attendance/today'),
  });
}

/** The employee's logs of a month (YYYY-MM) with the month's figures; waits for the month. */
export function useMyAttendanceMonth(month: string | undefined) {
  return useQuery({
    queryKey: [...staffAttendanceKey, 'month', month],
    queryFn: () =>
      api<AttendanceMonth>(
        'GET',
        `/staff/attendance?${new URLSearchParams({ month: month ?? '' })}`,
      ),
    enabled: Boolean(month),
  });
}

/** One of the employee's own logs. */
export function useMyAttendanceLog(id: string | undefined) {
  return useQuery({
    queryKey: [...staffAttendanceKey, 'log', id],
    queryFn: () => api<AttendanceLog>('GET', `/staff/attendance/${id}`),
    enabled: Boolean(id),
    // Someone else's log is not found: no point asking again.
    retry: false,
  });
}

function useStaffAttendanceChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffAttendanceKey });
}

export function useCheckIn() {
  const changed = useStaffAttendanceChanged();
  return useMutation({
    mutationFn: (input: CheckInInput) =>
      api<AttendanceLog>('POST', '/staff/attendance/check-in', input),
    onSuccess: changed,
  });
}

export function useCheckOut(id: string) {
  const changed = useStaffAttendanceChanged();
  return useMutation({
    mutationFn: (input: CheckOutInput) =>
      api<AttendanceLog>('POST', `/staff/attendance/${id}/check-out`, input),
    onSuccess: changed,
  });
}
