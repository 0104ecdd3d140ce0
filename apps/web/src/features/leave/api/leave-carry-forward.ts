import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CarryForwardReport } from '@tembusu/contracts/leave';
import { api, downloadFile } from '../../../api/http';
import type { ExportFormat } from '../../../components/export-buttons';

const carryForwardKey = ['leave', 'carry-forward'] as const;

/** What the year-end run carried into the leave years starting in `year`. */
export function useCarryForwardReport(year: number) {
  return useQuery({
    queryKey: [...carryForwardKey, year],
    queryFn: () => api<CarryForwardReport>('GET', `/leaves/carry-forward?year=${year}`),
    placeholderData: keepPreviousData,
  });
}

/** Runs now what is due, instead of waiting for the night's run; balances change with it. */
export function useRunCarryForward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ carried: number }>('POST', '/leaves/carry-forward/run'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['leave'] }),
  });
}

export function exportCarryForward(year: number, format: ExportFormat) {
  const query = new URLSearchParams({ year: String(year), format });
  return downloadFile(
    `/leaves/carry-forward/export?${query}`,
    `leave-carry-forward-${year}.${format}`,
  );
}
