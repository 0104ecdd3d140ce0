// What other features may use of claims; the rest is this feature's own to change.
export { EmployeeClaimsTab } from './components/employee-claims-tab';
