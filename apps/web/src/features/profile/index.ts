// What other features may use of the profile; the rest is this feature's own to change.
export { profileQuery } from './api/profile';
