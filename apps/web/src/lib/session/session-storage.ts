import type { Role } from '@tembusu/contracts/roles';

/** The signed-in user, decoded from the access token and kept as auth_user. */
export type AuthUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  isAdmin: boolean;
  organizationId: string | null;
  preventAccess: string[];
  exp: number;
};

export const storageKeys = {
  token: 'jwt_token',
  user: 'auth_user',
  organizationId: 'OrganizationId',
  maintenance: 'maintenance',
} as const;

export function decodeAccessToken(token: string): AuthUser {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('The access token has no payload');
  const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0));
  const claims = JSON.parse(new TextDecoder().decode(bytes));
  return {
    id: claims.sub,
    name: claims.name,
    email: claims.email,
    role: claims.role,
    isAdmin: claims.isAdmin,
    organizationId: claims.organizationId ?? null,
    preventAccess: claims.preventAccess ?? [],
    exp: claims.exp,
  };
}

export function storeSession(token: string): AuthUser {
  const user = decodeAccessToken(token);
  localStorage.setItem(storageKeys.token, token);
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
  localStorage.setItem(storageKeys.organizationId, user.organizationId ?? '');
  return user;
}

export type StoredSession = { token: string; user: AuthUser; organizationId: string | null };

/** The session this browser holds, unless it is missing, unreadable or past its expiry. */
export function readStoredSession(now = Date.now()): StoredSession | null {
  const token = localStorage.getItem(storageKeys.token);
  const userJson = localStorage.getItem(storageKeys.user);
  if (!token || !userJson) return null;
  try {
    const user = JSON.parse(userJson) as AuthUser;
    if (!user.id || user.exp * 1000 <= now) return null;
    return {
      token,
      user,
      organizationId: localStorage.getItem(storageKeys.organizationId) || null,
    };
  } catch {
    return null;
  }
}

/** Sign-out forgets everything this browser kept, except whether maintenance was announced. */
export function clearStoredSession(): void {
  const maintenance = localStorage.getItem(storageKeys.maintenance);
  localStorage.clear();
  if (maintenance !== null) localStorage.setItem(storageKeys.maintenance, maintenance);
}
