// What other features may use of employees; the rest is this feature's own to change.
export { useEmployeeOption } from './api/employees';
export { EmployeePicker, type KnownEmployee } from './components/employee-picker';
// The words the employee's own profile shows their record in, as the admins' screens do.
export {
  bankOptions,
  communityFundLabels,
  countryName,
  employmentTypeLabels,
  genderLabels,
  idTypeLabels,
  maritalStatusLabels,
  raceLabels,
  religionLabels,
  salaryBasisUnits,
  workModeLabels,
} from './components/options';
