import pg from 'pg';

/** Drops the database start-server.mjs made on PostgreSQL for this run, if it made one. */
export default async function dropDatabase() {
  const { TEST_DATABASE_URL, E2E_DATABASE_NAME } = process.env;
  if (!TEST_DATABASE_URL || !E2E_DATABASE_NAME) return;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(
      `drop database if exists ${pg.escapeIdentifier(E2E_DATABASE_NAME)} with (force)`,
    );
  } finally {
    await admin.end();
  }
}
