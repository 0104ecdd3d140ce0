import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayslipView, StaffPayslipListItem } from '@tembusu/contracts/payroll-runs';
import { api, downloadFile } from '../../../api/http';

export const staffPayslipsQuery = queryOptions({
  queryKey: ['staff-payslips'],
  queryFn: () => api<StaffPayslipListItem[]>('GET', '/staff/payslips'),
});

/** The signed-in employee's payslips of confirmed and paid payrolls, newest first. */
export function useStaffPayslips() {
  return useQuery(staffPayslipsQuery);
}

/** One of the signed-in employee's payslips, with its period and the year to date. */
export function useStaffPayslip(id: string | undefined) {
  return useQuery({
    queryKey: ['staff-payslips', id],
    queryFn: () => api<PayslipView>('GET', `/staff/payslips/${id}`),
    enabled: Boolean(id),
    // Someone else's payslip, or one of a draft payroll, is not found: no point asking again.
    retry: false,
  });
}

export function downloadPayslipPdf(id: string, payslipNo: string) {
  return downloadFile(`/staff/payslips/${id}/pdf`, `payslip-${payslipNo}.pdf`);
}
