// The built product on a fresh embedded database, for one browser-test run.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'tembusu-e2e-'));
process.env.PORT = process.env.E2E_PORT ?? '4173';
process.env.HOST = '127.0.0.1';
process.env.LOG_LEVEL = 'warn';
delete process.env.DATABASE_URL;

await import(fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url)));
