/** A person who signs in with an e-mail address and a password. */
export type Account = { email: string; password: string };
/** Staff sign in to one organisation, named by its Organization ID. */
export type StaffAccount = Account & { organizationId: string };

const demoPassword = 'Demo@2026';

/** The seeded demo accounts (apps/server/src/seed). */
export const demo = {
  admin: { email: 'admin@tembusu.example', password: demoPassword },
  /** Tan Wei Ming. */
  staff: { email: 'employee@tembusu.example', password: demoPassword, organizationId: 'DEMO' },
  /** Priya Nair. */
  otherStaff: {
    email: 'employee2@tembusu.example',
    password: demoPassword,
    organizationId: 'DEMO',
  },
  superAdmin: { email: 'super@tembusu.example', password: demoPassword },
} as const satisfies Record<string, Account | StaffAccount>;

/**
 * Something no other test of this run uses, for codes, names and addresses. Two workers can
 * start in the same millisecond, hence the random tail.
 */
export function uniqueId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 4)}`.toUpperCase();
}
