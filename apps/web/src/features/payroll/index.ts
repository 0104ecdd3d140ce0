// What other features may use of payroll; the rest is this feature's own to change.
export { usePayItems } from './api/pay-items';
export { usePaySchemeTemplateOptions } from './api/pay-scheme-templates';
export { usePayrollList } from './api/payroll-runs';
export { incomeTypeLabels } from './components/labels';
export { PayrollStatusBadge } from './components/payroll-status-badge';
export { PayslipDocument } from './components/payslip-document';
