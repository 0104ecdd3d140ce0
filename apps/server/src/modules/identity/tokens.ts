import { webcrypto } from 'node:crypto';
import type { TokenClaims } from '@tembusu/contracts/identity';
import type { Role } from '@tembusu/contracts/roles';
import { errors, jwtVerify, SignJWT } from 'jose';
import { unauthorized } from '../../errors.js';

export const accessTokenLifetimeSeconds = 12 * 60 * 60;
export const challengeLifetimeSeconds = 5 * 60;
// Separate audiences, so that a half-finished sign-in's challenge never works as a session.
const accessAudience = 'tembusu-api';
const challengeAudience = 'tembusu-two-factor';

export type SessionToken = TokenClaims & { jti: string; tv: number };

// Every signed-in request verifies a token. jose turns any other kind of key into a Web Crypto
// key on every call, which cost about a fifth of a pick-list request's CPU (bench:api), so each
// secret is imported as one once.
const keys = new Map<string, Promise<webcrypto.CryptoKey>>();

function key(secret: string): Promise<webcrypto.CryptoKey> {
  let imported = keys.get(secret);
  if (!imported) {
    imported = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, imported);
  }
  return imported;
}

// jose checks exp only when it is there: a token without one, even signed with our secret (an
// old tool, a mistake), would never expire.
const requiredClaims = ['exp', 'iat', 'sub', 'jti'];

export async function signAccessToken(
  secret: string,
  claims: Omit<TokenClaims, 'exp'> & { tv: number },
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setJti(crypto.randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + accessTokenLifetimeSeconds)
    .setIssuer('tembusu')
    .setAudience(accessAudience)
    .sign(await key(secret));
}

export async function verifyAccessToken(
  secret: string,
  token: string,
  now: Date,
): Promise<SessionToken> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      algorithms: ['HS256'],
      issuer: 'tembusu',
      audience: accessAudience,
      currentDate: now,
      requiredClaims,
    });
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') {
      throw unauthorized('Your session is not valid. Please sign in again.');
    }
    return payload as unknown as SessionToken;
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      throw unauthorized('Your session has expired. Please sign in again.');
    }
    if (error instanceof errors.JOSEError) {
      throw unauthorized('Your session is not valid. Please sign in again.');
    }
    throw error;
  }
}

export function isAdminRole(role: Role): boolean {
  return role !== 'employee';
}

export type Challenge = {
  accountId: string;
  portal: 'admin' | 'staff';
  tv: number;
  /** Recorded when the challenge is used, so that it finishes one sign-in only. */
  jti: string;
  expiresAt: Date;
};

/** Proof that the password was right, good for a few minutes, to finish with the second factor. */
export async function signChallenge(
  secret: string,
  challenge: { accountId: string; portal: 'admin' | 'staff'; tv: number },
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ portal: challenge.portal, tv: challenge.tv })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(challenge.accountId)
    .setJti(crypto.randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + challengeLifetimeSeconds)
    .setIssuer('tembusu')
    .setAudience(challengeAudience)
    .sign(await key(secret));
}

export async function verifyChallenge(
  secret: string,
  token: string,
  now: Date,
): Promise<Challenge> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), {
      algorithms: ['HS256'],
      issuer: 'tembusu',
      audience: challengeAudience,
      currentDate: now,
      requiredClaims,
    });
    return {
      accountId: String(payload.sub),
      portal: payload.portal === 'staff' ? 'staff' : 'admin',
      tv: Number(payload.tv),
      jti: String(payload.jti),
      expiresAt: new Date(Number(payload.exp) * 1000),
    };
  } catch (error) {
    if (error instanceof errors.JOSEError) {
      throw unauthorized('This sign-in has expired. Please enter your password again.');
    }
    throw error;
  }
}
