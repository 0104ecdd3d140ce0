// What other features may use of employees; the rest is this feature's own to change.
export { useEmployeeOption } from './api/employees';
export { EmployeePicker, type KnownEmployee } from './components/employee-picker';
