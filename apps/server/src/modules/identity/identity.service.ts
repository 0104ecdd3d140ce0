/**
 * What other modules and the auth plugin need of accounts: staff, employees and assistant admins
 * get their sign-in account here, and a request's token is checked against its account.
 */
export {
  findNonEmployeeByEmail,
  findOrganizationById,
  findSessionAccount,
  insertAccount,
  updatePassword,
} from './identity.repository.js';
export { verifyAccessToken } from './tokens.js';
