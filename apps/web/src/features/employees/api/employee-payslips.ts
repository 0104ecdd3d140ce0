import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeePayslipListItem } from '@tembusu/contracts/payroll-runs';
import { api, downloadFile } from '../../../api/http';

// Under the payroll runs' key, so generating, editing or confirming a payroll refreshes it.
export function employeePayslipsQuery(employeeId: string) {
  return queryOptions({
    queryKey: ['payroll', 'runs', 'employee-payslips', employeeId],
    queryFn: () =>
      api<EmployeePayslipListItem[]>('GET', `/payroll/employees/${employeeId}/payslips`),
  });
}

/** Every payslip of one employee, newest first, drafts included. */
export function useEmployeePayslips(employeeId: string) {
  return useQuery(employeePayslipsQuery(employeeId));
}

/** Where an admin reads one payslip. */
export function payslipViewPath(payslip: Pick<EmployeePayslipListItem, 'id' | 'payrollId'>) {
  return `/payroll/${payslip.payrollId}/payslip/${payslip.id}/view`;
}

export function downloadEmployeePayslipPdf(
  payslip: Pick<EmployeePayslipListItem, 'id' | 'payrollId' | 'payslipNo'>,
) {
  return downloadFile(
    `/payroll/${payslip.payrollId}/payslips/${payslip.id}/pdf`,
    `payslip-${payslip.payslipNo}.pdf`,
  );
}
