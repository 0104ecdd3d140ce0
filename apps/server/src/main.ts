import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { connectTenantLogin } from './db/tenant-login.js';
import { protectStoredTwoFactorSecrets } from './modules/identity/two-factor.service.js';
import { resolveJwtSecret, resolveTotpEncryptionKey } from './secrets.js';
import { demoAccounts, demoPassword, seedDemo } from './seed/demo.js';

async function main(): Promise<void> {
  const loaded = loadConfig();
  const config = {
    ...loaded,
    jwtSecret: await resolveJwtSecret(loaded),
    totpEncryptionKey: await resolveTotpEncryptionKey(loaded),
  };
  const owner = await openDatabase(config);
  await runMigrations(owner);
  const database = config.databaseUrl
    ? await connectTenantLogin(owner, config.databaseUrl, config.jwtSecret)
    : owner;
  await protectStoredTwoFactorSecrets(database.db, Buffer.from(config.totpEncryptionKey, 'hex'));
  const seeded = config.seedDemo && (await seedDemo(database.db, { dataDir: config.dataDir }));

  const app = await buildApp(config, { database });

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal}: finishing requests in flight, then closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  await app.listen({ port: config.port, host: config.host });
  const shownHost = ['0.0.0.0', '127.0.0.1', '::'].includes(config.host)
    ? 'localhost'
    : config.host;
  const port = (app.server.address() as { port: number }).port;
  const where =
    database.engine === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
  const url = `http://${shownHost}:${port}`;
  const lines = [`Tembusu is running at ${url} (${where})`];
  if (config.seedDemo) {
    lines.push(
      seeded ? 'The demo organisation DEMO has been created.' : 'Demo organisation: DEMO',
      `  Admin sign-in:       ${url}/session/signin   ${demoAccounts.admin.email}`,
      `  Staff sign-in:       ${url}/session/signin   ${demoAccounts.employee.email} (Organization ID DEMO)`,
      `  Super-admin sign-in: ${url}/supper-admin/signin   ${demoAccounts.superAdmin.email}`,
      `  Password for all: ${demoPassword}`,
    );
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Tembusu could not start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
