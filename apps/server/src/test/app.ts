import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../app.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { MailTransport } from '../modules/mail/mail.service.js';
import { createTestDatabase } from './database.js';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent/tembusu-test-data',
    databaseUrl: undefined,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    totpEncryptionKey: '5e'.repeat(32),
    trustProxy: false,
    logLevel: 'silent',
    webDistDir: '/nonexistent/tembusu-web-dist',
    seedDemo: false,
    smtpUrl: undefined,
    mailFrom: 'Tembusu <no-reply@tembusu.example>',
    mailDropDir: undefined,
    publicUrl: 'https://hr.tembusu.example',
    ...overrides,
  };
}

export type TestApp = { app: FastifyInstance; database: Database; close(): Promise<void> };

/** The whole application on a fresh database, for app.inject. */
export async function createTestApp(
  options: {
    config?: Partial<Config>;
    jobs?: boolean;
    clock?: () => Date;
    mailTransport?: MailTransport;
    onRoute?: (route: RouteOptions) => void;
    /** Routes a test adds to exercise a shared mechanism, registered before the app is ready. */
    extend?: (app: FastifyInstance) => Promise<void>;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp(testConfig(options.config), {
    database,
    jobs: options.jobs ?? false,
    clock: options.clock,
    mailTransport: options.mailTransport,
    onRoute: options.onRoute,
  });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * An /api/v1 caller for a test file: the token defaults to the one `defaultToken` answers when
 * the call is made, so it can be set in beforeAll.
 */
export function apiCaller(app: () => FastifyInstance, defaultToken: () => string) {
  return (method: Method, url: string, payload?: object, token = defaultToken()) =>
    app().inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
}
