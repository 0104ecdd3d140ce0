import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.js';

// Resolved from the package root so the same path works from src/ and from the built dist/.
const migrationsFolder = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

export async function runMigrations(database: Database): Promise<void> {
  await migrate(database.db, { migrationsFolder });
}
