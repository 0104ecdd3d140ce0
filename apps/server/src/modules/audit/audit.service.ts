/** Every module records what it changed inside that change's own transaction. */
export { recordAudit, recordTenantAudit } from './audit.repository.js';
