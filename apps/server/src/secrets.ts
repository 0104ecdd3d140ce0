import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A secret kept in DATA_DIR, or undefined when it has not been generated yet. */
async function readKept(path: string): Promise<string | undefined> {
  try {
    return (await readFile(path, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function keep(dataDir: string, path: string, secret: string): Promise<string> {
  await mkdir(dataDir, { recursive: true });
  await writeFile(path, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * The token signing secret: JWT_SECRET when set, otherwise one generated on first start and kept
 * under DATA_DIR so that sessions survive a restart.
 */
export async function resolveJwtSecret(config: {
  jwtSecret: string | undefined;
  dataDir: string;
}): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const path = join(config.dataDir, 'jwt-secret');
  const stored = await readKept(path);
  if (stored && stored.length >= 32) return stored;
  return keep(config.dataDir, path, randomBytes(48).toString('base64url'));
}

/**
 * The key sealing TOTP secrets at rest: TOTP_ENCRYPTION_KEY when set, otherwise one generated on
 * first start and kept under DATA_DIR beside the JWT secret. A kept key that is damaged stops the
 * start instead of being replaced: the secrets sealed with it would be lost.
 */
export async function resolveTotpEncryptionKey(config: {
  totpEncryptionKey: string | undefined;
  dataDir: string;
}): Promise<string> {
  if (config.totpEncryptionKey) return config.totpEncryptionKey;
  const path = join(config.dataDir, 'totp-encryption-key');
  const stored = await readKept(path);
  if (stored === undefined) return keep(config.dataDir, path, randomBytes(32).toString('hex'));
  if (!/^[0-9a-f]{64}$/.test(stored)) {
    throw new Error(`${path} does not hold a key of 64 hexadecimal characters`);
  }
  return stored;
}
