// What other features may use of the organisation; the rest is this feature's own to change.
export {
  organizationInfoQuery,
  useBranches,
  useDepartments,
  useWorkingHours,
} from './api/organization';
export { timeZoneOptions } from './components/options';
