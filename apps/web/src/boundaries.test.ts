import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = dirname(fileURLToPath(import.meta.url));
const repo = join(src, '../../..');

/**
 * Lints planted sources at real paths under `parent`, then removes them. Biome applies its
 * path-based overrides only to files it finds on disk: it reports nothing for code on stdin.
 */
function lintPlanted(parent: string, sources: Record<string, string>) {
  const folder = mkdtempSync(join(src, parent, 'boundary-probe-'));
  try {
    const files = Object.entries(sources).map(([file, source]) => {
      const path = join(folder, file);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, source);
      return relative(repo, path);
    });
    const run = spawnSync(
      join(repo, 'node_modules/.bin/biome'),
      ['lint', '--colors=off', '--error-on-warnings', ...files],
      { cwd: repo, encoding: 'utf8' },
    );
    const output = `${run.stdout}${run.stderr}`;
    const found = [...output.matchAll(/^(\S+):\d+:\d+ (lint\/\S+) ━+\n\n {2}× (.+)$/gm)];
    return {
      status: run.status,
      files,
      diagnostics: found.map(([, file, rule, message]) => ({ file, rule, message })),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('import boundaries', () => {
  it('refuses a feature importing app/', () => {
    const { status, files, diagnostics } = lintPlanted('features', {
      'pages/uses-app.ts':
        "import { routes } from '../../../app/router';\nexport const probe = routes;\n",
    });
    expect(status).not.toBe(0);
    expect(diagnostics).toEqual([
      {
        file: files[0],
        rule: 'lint/style/noRestrictedImports',
        message: expect.stringContaining('A feature never imports app/'),
      },
    ]);
  });

  it("refuses a feature reaching past another feature's index, from either depth", () => {
    const { status, files, diagnostics } = lintPlanted('features', {
      'pages/deep.ts':
        "import { EmployeePicker } from '../../employees/components/employee-picker';\nexport const probe = EmployeePicker;\n",
      'top.ts':
        "import { useEmployeeOption } from '../employees/api/employees';\nexport const probe = useEmployeeOption;\n",
    });
    expect(status).not.toBe(0);
    const reachesThroughIndex = expect.stringContaining(
      'A feature reaches another only through its index.ts',
    );
    expect(diagnostics).toEqual(
      files.map((file) => ({
        file,
        rule: 'lint/style/noRestrictedImports',
        message: reachesThroughIndex,
      })),
    );
  });

  it('refuses a shared component importing a feature', () => {
    const { status, files, diagnostics } = lintPlanted('components', {
      'uses-feature.ts':
        "import { EmployeePicker } from '../../features/employees';\nexport const probe = EmployeePicker;\n",
    });
    expect(status).not.toBe(0);
    expect(diagnostics).toEqual([
      {
        file: files[0],
        rule: 'lint/style/noRestrictedImports',
        message: expect.stringContaining('Shared components are domain-agnostic'),
      },
    ]);
  });

  it('refuses an import cycle', () => {
    const { status, files, diagnostics } = lintPlanted('lib', {
      'first.ts': "import { second } from './second';\nexport const first = () => second;\n",
      'second.ts': "import { first } from './first';\nexport const second = () => first;\n",
    });
    expect(status).not.toBe(0);
    expect(diagnostics).toEqual(
      files.map((file) => ({
        file,
        rule: 'lint/suspicious/noImportCycles',
        message: 'This import is part of a cycle.',
      })),
    );
  });

  it('lets a feature use another through its index, shared code, and its own files', () => {
    const { status, diagnostics } = lintPlanted('features', {
      'index.ts': "export { probe } from './pages/probe-page';\n",
      'api/probe-api.ts': 'export const probeApi = 1;\n',
      'pages/probe-page.ts': [
        "import { PageHeader } from '../../../components/page-header';",
        "import { formatDate } from '../../../lib/format';",
        "import { useSession } from '../../../lib/session/session-provider';",
        "import { EmployeePicker } from '../../employees';",
        "import { probeApi } from '../api/probe-api';",
        'export const probe = [PageHeader, formatDate, useSession, EmployeePicker, probeApi];',
        '',
      ].join('\n'),
    });
    expect(diagnostics).toEqual([]);
    expect(status).toBe(0);
  });

  it('finds every feature file where the rules look: features/<name>/<file> or one folder deeper', () => {
    // The rules tell another feature's path from the feature's own by how far up an import
    // climbs, so they are written for these two depths only.
    const features = join(src, 'features');
    const tooDeep = readdirSync(features, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(features, join(entry.parentPath, entry.name)))
      .filter((file) => file.split(sep).length > 3);
    expect(tooDeep).toEqual([]);
  });
});
