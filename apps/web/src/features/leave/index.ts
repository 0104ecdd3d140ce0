// What other features may use of leave; the rest is this feature's own to change.
export { EmployeeLeaveTab } from './components/employee-leave-tab';
export { LeaveBalanceCards } from './components/leave-balance-cards';
export { LeaveRequestForm } from './components/leave-request-form';
export { LeaveRequestSummary } from './components/leave-request-summary';
export { LeaveStatusBadge, leaveStatusColours } from './components/leave-status-badge';
