import { createHash, randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import {
  hashRecoveryCode,
  isFastRecoveryHash,
  isSealedTotpSecret,
  matchingRecoveryHash,
  newTotpSecret,
  openTotpSecret,
  sealTotpSecret,
  slowRecoveryHash,
  totpStep,
} from './two-factor.js';

describe('TOTP secrets at rest', () => {
  const key = randomBytes(32);
  const accountId = crypto.randomUUID();

  it('are sealed so that only the key and their own account open them', () => {
    const secret = newTotpSecret();
    const sealed = sealTotpSecret(key, accountId, secret);
    expect(isSealedTotpSecret(sealed)).toBe(true);
    expect(isSealedTotpSecret(secret)).toBe(false);
    expect(sealed).not.toContain(secret);
    expect(sealTotpSecret(key, accountId, secret)).not.toBe(sealed);
    expect(openTotpSecret(key, accountId, sealed)).toBe(secret);
    expect(() => openTotpSecret(randomBytes(32), accountId, sealed)).toThrow(/TOTP_ENCRYPTION_KEY/);
    expect(() => openTotpSecret(key, crypto.randomUUID(), sealed)).toThrow(/does not open/);
  });
});

describe('codes from the authenticator app', () => {
  const secret = newTotpSecret();
  const now = new Date('2026-07-01T00:00:10Z');
  const step = Math.floor(now.getTime() / 30_000);

  it('answer their time step, and nothing once that step is used', async () => {
    const code = await generate({ secret, epoch: now.getTime() / 1000 });
    expect(await totpStep(secret, code, now, null)).toBe(step);
    expect(await totpStep(secret, code, now, step - 1)).toBe(step);
    expect(await totpStep(secret, code, now, step)).toBeNull();
    expect(await totpStep(secret, '12345', now, null)).toBeNull();
  });
});

describe('recovery codes', () => {
  it('are kept behind a slow hash and match however they are typed', async () => {
    const stored = [await hashRecoveryCode('abcde-fghij'), await hashRecoveryCode('kmnpq-rstuv')];
    expect(stored[0]).toMatch(/^\$argon2id\$/);
    expect(await matchingRecoveryHash(stored, ' KMNPQ RSTUV ')).toBe(stored[1]);
    expect(await matchingRecoveryHash(stored, 'abcde-fghiz')).toBeUndefined();
  });

  it('kept as a plain SHA-256 before move to the slow hash and still match', async () => {
    const fast = createHash('sha256').update('abcdefghij').digest('hex');
    expect(isFastRecoveryHash(fast)).toBe(true);
    const slow = await slowRecoveryHash(fast);
    expect(isFastRecoveryHash(slow)).toBe(false);
    expect(await matchingRecoveryHash([slow], 'abcde-fghij')).toBe(slow);
  });
});
