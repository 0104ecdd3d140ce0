import type { PayrollStatus } from '@tembusu/contracts/payroll-runs';
import { downloadFile } from '../../../api/http';

/** The files a released payroll gives: the bank's GIRO file and the CPF contributions. */
export const payrollFiles = {
  'giro-csv': {
    label: 'GIRO file (CSV)',
    path: (id: string) => `/payroll/${id}/giro?format=csv`,
    fallbackName: (payrollNo: number) => `giro-payroll-${payrollNo}.csv`,
  },
  'contributions-xlsx': {
    label: 'CPF contributions (XLSX)',
    path: (id: string) => `/payroll/${id}/contributions?format=xlsx`,
    fallbackName: (payrollNo: number) => `cpf-contributions-payroll-${payrollNo}.xlsx`,
  },
  'contributions-csv': {
    label: 'CPF contributions (CSV)',
    path: (id: string) => `/payroll/${id}/contributions?format=csv`,
    fallbackName: (payrollNo: number) => `cpf-contributions-payroll-${payrollNo}.csv`,
  },
} as const;

export type PayrollFile = keyof typeof payrollFiles;

/** A draft can still change, so the server makes its bank and CPF files only once confirmed. */
export function hasPayrollFiles(status: PayrollStatus): boolean {
  return status !== 'draft';
}

export function downloadPayrollFile(id: string, payrollNo: number, file: PayrollFile) {
  const { path, fallbackName } = payrollFiles[file];
  return downloadFile(path(id), fallbackName(payrollNo));
}

export function downloadPayslipPdf(payrollId: string, payslipId: string, payslipNo: string) {
  return downloadFile(
    `/payroll/${payrollId}/payslips/${payslipId}/pdf`,
    `payslip-${payslipNo}.pdf`,
  );
}
