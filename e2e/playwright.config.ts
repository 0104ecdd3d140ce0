import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
// The server drops its mail here as files; tests read reset codes from it. Workers inherit this.
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'tembusu-e2e-mail-'));
// With a PostgreSQL server for the integration tests, the product under test runs on it too: a
// database of its own for the run (start-server.mjs), so its work leaves this process's cores to
// the browsers, and it starts in a quarter of the time the embedded database takes to seed.
if (process.env.TEST_DATABASE_URL) process.env.E2E_DATABASE_NAME ??= `tembusu_e2e_${process.pid}`;
// Debian's Chromium: Playwright's own browser download is not available here. Its headless shell
// (apt-get install chromium-headless-shell) is the browser without the browser's windows and their
// WebUI pages and services, which each test's window set up: the same engine for a third less CPU
// a page. Where only the full browser is installed, the tests run on that; E2E_CHROMIUM names
// another.
const chromium =
  process.env.E2E_CHROMIUM ??
  (existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : '/usr/bin/chromium');

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Measured with three: no faster on two cores, with more CPU spent on contention.
  workers: 2,
  retries: 0,
  // One setting for how long a person would wait: long enough for a cold lazy-loaded screen on a
  // loaded two-core machine, so no test needs a wait of its own for that.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./failure-summary.ts']],
  globalTeardown: './drop-database.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    // Recording a trace costs a test as much again whether it is kept or not (measured: a subset
    // of 29 tests took 202 s with traces and 112 s without); a failure still leaves its screenshot
    // and error context. E2E_TRACE=on records them for a run being looked into.
    trace: process.env.E2E_TRACE === 'on' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      // Playwright's own arguments already run it headless, without sandbox, first-run screens,
      // background networking, component updates or sync.
      args: ['--disable-gpu', '--disable-quic'],
    },
  },
  webServer: {
    command: `node start-server.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    env: { E2E_PORT: String(port), MAIL_DROP_DIR: process.env.E2E_MAIL_DIR },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
