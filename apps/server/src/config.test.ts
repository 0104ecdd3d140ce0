import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { resolveJwtSecret, resolveTotpEncryptionKey } from './secrets.js';

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

  it('links mails to PUBLIC_URL, or to this machine on PORT when unset', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://hr.example.sg/' }).publicUrl).toBe(
      'https://hr.example.sg',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'hr.example.sg' })).toThrow(/PUBLIC_URL must be/);
  });

  it('believes no proxy unless TRUST_PROXY says which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toBe(
      '10.0.0.0/8, 127.0.0.1,::1',
    );
    const oneHop = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect(typeof oneHop === 'function' && [oneHop('10.0.0.2', 0), oneHop('10.0.0.3', 1)]).toEqual([
      true,
      false,
    ]);
  });

  it('reads TOTP_ENCRYPTION_KEY as 32 bytes in hexadecimal', () => {
    expect(loadConfig({}).totpEncryptionKey).toBeUndefined();
    expect(loadConfig({ TOTP_ENCRYPTION_KEY: 'AB'.repeat(32) }).totpEncryptionKey).toBe(
      'ab'.repeat(32),
    );
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
    [{ TOTP_ENCRYPTION_KEY: 'ab'.repeat(16) }, /TOTP_ENCRYPTION_KEY must be 64 hexadecimal/],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY must be true, false, a number of proxy hops/],
    [{ TRUST_PROXY: '10.0.0.0/40' }, /TRUST_PROXY/],
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

describe('the TOTP encryption key', () => {
  it('is generated once, kept under DATA_DIR beside the JWT secret, and reused', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tembusu-secret-'));
    const first = await resolveTotpEncryptionKey({ totpEncryptionKey: undefined, dataDir });
    const second = await resolveTotpEncryptionKey({ totpEncryptionKey: undefined, dataDir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toBe(first);
    expect((await stat(join(dataDir, 'totp-encryption-key'))).mode & 0o777).toBe(0o600);
  });

  it('is TOTP_ENCRYPTION_KEY when that is set', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tembusu-secret-'));
    const key = 'cd'.repeat(32);
    expect(await resolveTotpEncryptionKey({ totpEncryptionKey: key, dataDir })).toBe(key);
  });

  it('stops the start rather than replace a damaged kept key', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tembusu-secret-'));
    await writeFile(join(dataDir, 'totp-encryption-key'), 'not a key\n');
    await expect(
      resolveTotpEncryptionKey({ totpEncryptionKey: undefined, dataDir }),
    ).rejects.toThrow(/totp-encryption-key does not hold a key of 64 hexadecimal characters/);
  });
});
