import type { SignupRequest } from '@tembusu/contracts/identity';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { demoAccounts, demoPassword } from '../seed/demo.js';

// The authenticator app of every account a test set two-factor sign-in up for.
const secrets = new Map<string, string>();

export async function totpCode(secret: string, at: Date): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

export function rememberTotpSecret(accountEmail: string, secret: string): void {
  secrets.set(accountEmail.toLowerCase(), secret);
}

/**
 * Signs in through the real endpoints, answering the second factor as a person with an
 * authenticator app would, and answers the session token.
 */
export async function signIn(
  app: FastifyInstance,
  door: {
    url: '/api/v1/auth/login' | '/api/v1/employee/login';
    payload: { email: string; password: string; organizationID?: string };
  },
): Promise<string> {
  const post = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, payload });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    return res.json().data;
  };
  const first = await post(door.url, door.payload);
  if (first.access_token) return first.access_token;

  const email = door.payload.email.toLowerCase();
  const { challengeToken } = first;
  if (first.twoFactor === 'setup') {
    const enrollment = await post('/api/v1/auth/two-factor/setup', { challengeToken });
    rememberTotpSecret(email, enrollment.secret);
    const code = await totpCode(enrollment.secret, app.clock());
    return (await post('/api/v1/auth/two-factor/confirm', { challengeToken, code })).access_token;
  }
  const secret = secrets.get(email);
  if (!secret) throw new Error(`No authenticator set up in this test for ${email}`);
  const code = await totpCode(secret, app.clock());
  return (await post('/api/v1/auth/login/two-factor', { challengeToken, code })).access_token;
}

/** Signs an organisation up and then its admin in, as the sign-up page does; answers the token. */
export async function signUp(app: FastifyInstance, request: SignupRequest): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: request });
  if (res.statusCode !== 201) throw new Error(`/api/v1/auth/signup answered ${res.statusCode}`);
  return signIn(app, {
    url: '/api/v1/auth/login',
    payload: { email: request.email, password: request.password },
  });
}

/** Session tokens of the demo organisation's admin and first employee (the demo is seeded). */
export async function signInDemo(
  app: FastifyInstance,
): Promise<{ admin: string; employee: string }> {
  return {
    admin: await signIn(app, {
      url: '/api/v1/auth/login',
      payload: { email: demoAccounts.admin.email, password: demoPassword },
    }),
    employee: await signIn(app, {
      url: '/api/v1/employee/login',
      payload: {
        email: demoAccounts.employee.email,
        password: demoPassword,
        organizationID: 'DEMO',
      },
    }),
  };
}
