// The JavaScript a first visit to /legal downloads, gzipped: the entry chunk, the legal page's
// lazy chunk, and every chunk either imports statically. Fails above the budget.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const budgetBytes = 200 * 1024;
const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'apps/web/dist');

if (!process.argv.includes('--no-build')) {
  const built = spawnSync('npm', ['run', 'build', '-w', '@tembusu/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** @type {Record<string, { file: string; imports?: string[]; isEntry?: boolean }>} */
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** @param {string} key @param {Set<string>} seen */
function collect(key, seen) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no ${key}`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) collect(imported, seen);
  return seen;
}

const chunks = collect('src/features/legal/pages/legal-page.tsx', collect('index.html', new Set()));
const rows = [...chunks].map((key) => {
  const file = /** @type {{ file: string }} */ (manifest[key]).file;
  const bytes = readFileSync(join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);

const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
const total = rows.reduce((sum, row) => sum + row.gzip, 0);
const width = Math.max(...rows.map((row) => row.file.length), 10);
console.log('First visit to /legal: JavaScript downloaded');
console.log(`${'chunk'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`);
for (const row of rows) {
  console.log(
    `${row.file.padEnd(width)}  ${kb(row.raw).padStart(10)}  ${kb(row.gzip).padStart(10)}`,
  );
}
console.log(`${'total'.padEnd(width)}  ${''.padStart(10)}  ${kb(total).padStart(10)}`);
console.log(`budget ${kb(budgetBytes)}: ${total <= budgetBytes ? 'within' : 'OVER'}`);
process.exit(total <= budgetBytes ? 0 : 1);
