import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Workspace packages are tested from source, without a build.
const alias = [
  {
    find: /^@tembusu\/contracts\/(.*)$/,
    replacement: fileURLToPath(new URL('./packages/contracts/src/$1.ts', import.meta.url)),
  },
  {
    find: /^@tembusu\/payroll\/(.*)$/,
    replacement: fileURLToPath(new URL('./packages/payroll/src/$1.ts', import.meta.url)),
  },
];

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default leaves one core idle (all but one), which on a two-core machine is one
    // worker; the tests keep both cores busy.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          // A non-integer offset far from Singapore, so code that forgets an explicit time zone
          // fails here instead of passing by luck.
          env: { TZ: 'America/St_Johns' },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['apps/server/src/**/*.int.test.ts'],
          // *.pg.int.test.ts need a real server (connections cut from outside, say): they run
          // with the integration tests on PostgreSQL, and are not collected on PGlite alone.
          exclude: process.env.TEST_DATABASE_URL
            ? ['**/node_modules/**']
            : ['**/node_modules/**', '**/*.pg.int.test.ts'],
          env: { TZ: 'Asia/Kathmandu' },
          globalSetup: ['apps/server/src/test/migrated-template.ts'],
          // Limits for a test that hangs, not for speed: a fresh migrated and seeded database and
          // a dozen argon2 sign-ins take many times longer on a loaded 2-core machine.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
          // jsdom, Mantine and the app load once a worker instead of once a file, which took
          // most of this project's time; test/setup.ts leaves nothing behind a test.
          isolate: false,
          // Room for several of Testing Library's waits (test/setup.ts) on a loaded machine: at a
          // load of 10 on two cores, a test of a few screens' steps ran past 30 seconds.
          testTimeout: 60_000,
          env: { TZ: 'America/St_Johns' },
        },
      },
    ],
  },
});
