export { pingDatabase } from './health.repository.js';
