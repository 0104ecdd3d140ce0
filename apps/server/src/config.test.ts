import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { resolveJwtSecret } from './secrets.js';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(join(process.cwd(), 'data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
  });

  it('seeds the demo organisation on PostgreSQL only when asked', () => {
    const url = 'postgres://u@db:5432/tembusu';
    expect(loadConfig({ DATABASE_URL: url }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO must be true or false/);
  });

  it('reads PORT, HOST, DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/tembusu',
      DATABASE_URL: 'postgres://u@db:5432/tembusu',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/tembusu',
      databaseUrl: 'postgres://u@db:5432/tembusu',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT must be 0 to 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be a postgres/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32 characters/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ])('stops on a bad value and names the variable: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('the token signing secret', () => {
  it('is generated once, kept under DATA_DIR, and reused', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tembusu-secret-'));
    const first = await resolveJwtSecret({ jwtSecret: undefined, dataDir });
    const second = await resolveJwtSecret({ jwtSecret: undefined, dataDir });
    expect(first).toHaveLength(64);
    expect(second).toBe(first);
    expect((await readFile(join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(first);
    expect((await stat(join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
  });

  it('is JWT_SECRET when that is set', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tembusu-secret-'));
    const secret = 'x'.repeat(40);
    expect(await resolveJwtSecret({ jwtSecret: secret, dataDir })).toBe(secret);
  });
});
