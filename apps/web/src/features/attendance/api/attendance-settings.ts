import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttendanceSettings } from '@tembusu/contracts/attendance';
import { api } from '../../../api/http';

export const attendanceSettingsQuery = queryOptions({
  queryKey: ['attendance', 'settings'],
  queryFn: () => api<AttendanceSettings>('GET', '/attendance/settings'),
});

export function useAttendanceSettings() {
  return useQuery(attendanceSettingsQuery);
}

export function useSaveAttendanceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AttendanceSettings) =>
      api<AttendanceSettings>('PUT', '/attendance/settings', settings),
    onSuccess: (saved) => queryClient.setQueryData(attendanceSettingsQuery.queryKey, saved),
  });
}
