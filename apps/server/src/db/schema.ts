// Every module's tables, for the Drizzle client's relational queries.

export * from './schema/attendance.js';
export * from './schema/bookings.js';
export * from './schema/claims.js';
export * from './schema/employees.js';
export * from './schema/identity.js';
export * from './schema/leave.js';
export * from './schema/mail.js';
export * from './schema/organizations.js';
export * from './schema/payroll.js';
export * from './schema/rate-limits.js';
export * from './schema/uploads.js';
