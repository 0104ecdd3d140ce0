import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { hashPassword, verifyPassword } from './passwords.js';

export const recoveryCodeCount = 8;
const sealVersion = 'v1';
export const sealedTotpSecretPrefix = `${sealVersion}.`;

export function newTotpSecret(): string {
  return generateSecret();
}

export async function enrollmentFor(secret: string, accountEmail: string) {
  const otpauthUri = generateURI({ issuer: 'Tembusu', label: accountEmail, secret });
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUri, { margin: 1, width: 220 });
  return { secret, otpauthUri, qrCodeDataUrl };
}

/**
 * The time step of a code from the authenticator app, allowing one 30-second step of clock drift
 * either way; null when the code does not match a step after `lastUsedStep`.
 */
export async function totpStep(
  secret: string,
  code: string,
  now: Date,
  lastUsedStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: 30,
    ...(lastUsedStep === null ? {} : { afterTimeStep: lastUsedStep }),
  });
  // otplib types TOTP and HOTP answers as one: only the TOTP one has the time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Seals a TOTP secret for storage with AES-256-GCM. The account id is authenticated with it, so
 * that a sealed secret copied onto another account does not open there.
 */
export function sealTotpSecret(key: Buffer, accountId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(accountId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const parts = [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url'));
  return [sealVersion, ...parts].join('.');
}

/** Base-32 secrets have no dots, so a stored secret in the clear never looks sealed. */
export function isSealedTotpSecret(stored: string): boolean {
  return stored.startsWith(sealedTotpSecretPrefix);
}

export function openTotpSecret(key: Buffer, accountId: string, stored: string): string {
  const [version, iv, sealed, tag] = stored.split('.');
  if (version !== sealVersion || !iv || !sealed || !tag) {
    throw new Error(`The TOTP secret of account ${accountId} is not sealed`);
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(accountId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  try {
    return Buffer.concat([decipher.update(sealed, 'base64url'), decipher.final()]).toString();
  } catch {
    throw new Error(
      `The TOTP secret of account ${accountId} does not open: is TOTP_ENCRYPTION_KEY the key it was sealed with?`,
    );
  }
}

// Recovery codes are kept as a slow hash of their SHA-256, not of the code itself: codes stored
// as a plain SHA-256 before the slow hash came in are moved to it without anyone knowing them.
function recoveryDigest(code: string): string {
  return createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');
}

export function hashRecoveryCode(code: string): Promise<string> {
  return hashPassword(recoveryDigest(code));
}

export function isFastRecoveryHash(stored: string): boolean {
  return /^[0-9a-f]{64}$/.test(stored);
}

/** The slow hash of a recovery code stored as a plain SHA-256. */
export function slowRecoveryHash(fastHash: string): Promise<string> {
  return hashPassword(fastHash);
}

/** The stored hash the code matches, if any. */
export async function matchingRecoveryHash(
  storedHashes: readonly string[],
  code: string,
): Promise<string | undefined> {
  const digest = recoveryDigest(code);
  const matches = await Promise.all(storedHashes.map((stored) => verifyPassword(stored, digest)));
  return storedHashes[matches.indexOf(true)];
}

/** Ten base-32 characters each (50 bits), shown once as xxxxx-xxxxx. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length: recoveryCodeCount }, () => {
    const chars = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
