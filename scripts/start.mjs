// `npm start`: builds when there is no build or the sources are newer, then runs the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverEntry = join(root, 'apps/server/dist/main.js');
const webIndex = join(root, 'apps/web/dist/index.html');
const sources = [
  'packages/contracts/src',
  'apps/server/src',
  'apps/web/src',
  'apps/web/index.html',
];

function newestChange(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

function buildIsCurrent() {
  if (!existsSync(serverEntry) || !existsSync(webIndex)) return false;
  const built = Math.min(statSync(serverEntry).mtimeMs, statSync(webIndex).mtimeMs);
  return sources.every((source) => newestChange(join(root, source)) <= built);
}

if (!buildIsCurrent()) {
  process.stdout.write('Building Tembusu…\n');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(serverEntry);
