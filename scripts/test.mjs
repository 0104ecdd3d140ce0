// `npm test`: every check in order — lint, types, unit and component tests, integration tests on
// the embedded database (and on PostgreSQL when TEST_DATABASE_URL names a server), browser tests.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { TEST_DATABASE_URL, ...envWithoutServer } = process.env;

const steps = [
  ['lint', 'npx', ['biome', 'check', '--error-on-warnings', '.']],
  ['types', 'npx', ['tsc', '-b']],
  ['unit and component tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'web']],
  [
    'integration tests on PGlite',
    'npx',
    ['vitest', 'run', '--project', 'integration'],
    envWithoutServer,
  ],
];
if (TEST_DATABASE_URL) {
  steps.push([
    'integration tests on PostgreSQL',
    'npx',
    ['vitest', 'run', '--project', 'integration'],
  ]);
}
steps.push(
  ['build', 'npm', ['run', 'build']],
  ['bundle budget of a first visit to /legal', 'node', ['bench/bundle/measure.mjs', '--no-build']],
  ['browser tests', 'npm', ['run', 'test:e2e']],
);

const results = [];
for (const [name, command, args, env = process.env] of steps) {
  process.stdout.write(`\n=== ${name} ===\n`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  if (status !== 0) break;
}

process.stdout.write('\n');
for (const { name, ok, seconds } of results) {
  process.stdout.write(`${ok ? 'ok  ' : 'FAIL'}  ${name} (${seconds}s)\n`);
}
const failed = results.some((r) => !r.ok);
process.exit(failed ? 1 : 0);
