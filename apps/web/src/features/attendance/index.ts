// What other features may use of attendance; the rest is this feature's own to change.
export { EmployeeAttendanceTab } from './components/attendance-log-employee-tab';
