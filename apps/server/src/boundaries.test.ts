import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const repository = fileURLToPath(new URL('../../../', import.meta.url));
const biome = join(repository, 'node_modules/.bin/biome');

type Lint = { exitCode: number; diagnostics: string[] };

/**
 * Lints planted files against the repository's biome.json, in a copy of the tree's layout outside
 * the repository: Biome does not report diagnostics for stdin input, and a file planted in the
 * tree would be seen by the compiler and the other checks running beside this test.
 */
async function lint(files: Record<string, string>): Promise<Lint> {
  const root = await mkdtemp(join(tmpdir(), 'tembusu-boundaries-'));
  roots.push(root);
  const config = JSON.parse(await readFile(join(repository, 'biome.json'), 'utf8'));
  // The copy is no git checkout, and the schema path is relative to the repository.
  delete config.$schema;
  delete config.vcs;
  await writeFile(join(root, 'biome.json'), JSON.stringify({ ...config, root: true }));
  // Rules written as GritQL plugins are files beside biome.json: they go with it.
  type Plugin = string | { path: string };
  const plugins: Plugin[] = [
    ...(config.plugins ?? []),
    ...(config.overrides ?? []).flatMap(
      (override: { plugins?: Plugin[] }) => override.plugins ?? [],
    ),
  ];
  for (const plugin of plugins) {
    const path = typeof plugin === 'string' ? plugin : plugin.path;
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), await readFile(join(repository, path)));
  }
  for (const [path, source] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), source);
  }
  return new Promise((resolve, reject) => {
    execFile(
      biome,
      ['lint', '--reporter=github', '--max-diagnostics=none', ...Object.keys(files)],
      { cwd: root },
      (error, stdout) => {
        if (error && typeof error.code !== 'number') return reject(error);
        resolve({
          exitCode: error ? Number(error.code) : 0,
          diagnostics: stdout.split('\n').filter((line) => line.startsWith('::')),
        });
      },
    );
  });
}

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

const modules = 'apps/server/src/modules';

describe('the server layering rules', () => {
  it.each([
    {
      rule: 'Drizzle outside repositories and db/',
      path: `${modules}/payroll/fake.service.ts`,
      source: "import { sql } from 'drizzle-orm';\n\nexport const one = sql`select 1`;\n",
      message: 'Only repositories and db/ talk to the database',
    },
    {
      rule: 'a table schema outside repositories and db/',
      path: 'apps/server/src/plugins/fake.ts',
      source: "export { uploads } from '../db/schema/uploads.js';\n",
      message: 'Only repositories and db/ talk to the database',
    },
    {
      rule: "another module's repository",
      path: `${modules}/payroll/fake.service.ts`,
      // Imported, not re-exported: a re-export is refused by the rule of its own, below.
      source:
        "import { insertAuditEntry } from '../audit/audit.repository.js';\n\nexport const uses = [insertAuditEntry];\n",
      message: "A module reaches another module through that module's service",
    },
    {
      rule: 'a repository from a routes file',
      path: `${modules}/payroll/fake.routes.ts`,
      source:
        "import { findPayroll } from './payroll-runs.repository.js';\n\nexport const uses = [findPayroll];\n",
      message: 'A routes file calls its own service only',
    },
    {
      rule: "another module's service from a routes file",
      path: `${modules}/payroll/fake.routes.ts`,
      source: "export { findBookableEmployee } from '../employees/employees.service.js';\n",
      message: "A routes file calls its own module's service only",
    },
    {
      rule: 'a repository from a plugin',
      path: 'apps/server/src/plugins/fake.ts',
      source: "export { findSessionAccount } from '../modules/identity/identity.repository.js';\n",
      message: "Plugins reach modules through a module's service only",
    },
    {
      rule: 'pg-boss in a service',
      path: `${modules}/mail/fake.service.ts`,
      source: "export type { Jobs } from '../../jobs/boss.js';\n",
      message: 'Services get the job queue as the Enqueue port',
    },
  ])('refuses $rule', async ({ path, source, message }) => {
    const result = await lint({ [path]: source });
    expect(result.exitCode).not.toBe(0);
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toContain('lint/style/noRestrictedImports');
    expect(result.diagnostics[0]).toContain(message);
  });

  it.each([
    {
      form: 'a re-export of its repository',
      source: "export { findPayroll } from './payroll-runs.repository.js';\n",
    },
    {
      form: "a re-export of its repository's types",
      source: "export type { PayrollRow } from './payroll-runs.repository.js';\n",
    },
    {
      form: 'a re-export of all of its repository',
      source: "export * from './payroll-runs.repository.js';\n",
    },
    {
      form: 'a repository import exported again',
      source:
        "import { findPayroll } from './payroll-runs.repository.js';\n\nexport { findPayroll };\n",
    },
  ])('refuses a service that hands on its repository: $form', async ({ source }) => {
    const result = await lint({ [`${modules}/payroll/fake.service.ts`]: source });
    expect(result.exitCode).not.toBe(0);
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toContain('title=plugin');
    expect(result.diagnostics[0]).toContain(
      "A module's service (or port) never re-exports its repository",
    );
  });

  it('refuses an import cycle', async () => {
    const result = await lint({
      [`${modules}/payroll/fake.service.ts`]:
        "import { b } from '../employees/fake.service.js';\n\nexport const a = () => b();\n",
      [`${modules}/employees/fake.service.ts`]:
        "import { a } from '../payroll/fake.service.js';\n\nexport const b = () => a();\n",
    });
    expect(result.exitCode).not.toBe(0);
    expect(result.diagnostics.join('\n')).toContain('lint/suspicious/noImportCycles');
  });

  it('lets each layer import what it may', async () => {
    const result = await lint({
      [`${modules}/payroll/fake.repository.ts`]: [
        "import { sql } from 'drizzle-orm';",
        "import type { Db } from '../../db/client.js';",
        "import { payrolls } from '../../db/schema/payroll.js';",
        '',
        'export const count = (db: Db) => db.select({ n: sql`count(*)` }).from(payrolls);',
        '',
      ].join('\n'),
      [`${modules}/payroll/fake.service.ts`]: [
        "import type { Enqueue } from '../../enqueue.js';",
        "import { recordTenantAudit } from '../audit/audit.service.js';",
        "import { findBookableEmployee } from '../employees/employees.service.js';",
        "import { count } from './fake.repository.js';",
        '',
        "export { paymentPeriods } from './payment-periods.js';",
        '',
        'export const uses = (enqueue: Enqueue) => [enqueue, recordTenantAudit, findBookableEmployee, count];',
        '',
      ].join('\n'),
      [`${modules}/payroll/fake.routes.ts`]:
        "import { uses } from './fake.service.js';\n\nexport const routes = [uses];\n",
      'apps/server/src/plugins/fake.ts':
        "import { verifySession } from '../modules/identity/identity.service.js';\n\nexport const plugin = [verifySession];\n",
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.exitCode).toBe(0);
  });
});
