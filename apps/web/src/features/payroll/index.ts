// What other features may use of payroll; the rest is this feature's own to change.
export { usePaySchemeTemplateOptions } from './api/pay-scheme-templates';
export { PayrollStatusBadge } from './components/payroll-status-badge';
export { PayslipDocument } from './components/payslip-document';
