import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

/** One proxy address or CIDR range, as Fastify's trustProxy takes them. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.trim().split('/');
  if (rest.length > 0) return false;
  const version = isIP(address);
  if (version === 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

const zConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 to 65535')
    .max(65535, 'must be 0 to 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOTP_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (32 bytes)')
    .optional(),
  TRUST_PROXY: z
    .string()
    .refine(
      (value) => /^(true|false|\d+)$/.test(value) || value.split(',').every(isAddressOrRange),
      'must be true, false, a number of proxy hops, or proxy addresses separated by commas',
    )
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Tembusu <no-reply@tembusu.example>'),
  MAIL_DROP_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+(\/\S*)?$/, 'must be an http:// or https:// URL')
    .optional(),
  SEED_DEMO: z.enum(['true', 'false'], { message: 'must be true or false' }).optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  /** 32 bytes as hex, sealing TOTP secrets at rest; main.ts generates one when unset. */
  totpEncryptionKey: string | undefined;
  /** Which proxies' X-Forwarded-For to believe for the client's address, as Fastify takes it. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  logLevel: z.infer<typeof zConfig>['LOG_LEVEL'];
  webDistDir: string;
  /** Seed the demo organisation: always on the embedded database, on PostgreSQL when asked. */
  seedDemo: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Without SMTP, mail is also written as files here (development and browser tests). */
  mailDropDir: string | undefined;
  /** Where people open the web app, for links in mails; no trailing slash. */
  publicUrl: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (!/^\d+$/.test(value)) return value;
  // A hop count as Express reads it, the nearest proxies first: Fastify takes a number but then
  // trusts no proxy at all.
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}

const defaultWebDistDir = new URL('../../web/dist', import.meta.url).pathname;

/** Reads the environment once; a bad value stops the start with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankAsUnset = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = zConfig.safeParse(blankAsUnset);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  const absolute = (path: string) => (isAbsolute(path) ? path : resolve(process.cwd(), path));
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    dataDir: absolute(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    jwtSecret: values.JWT_SECRET,
    totpEncryptionKey: values.TOTP_ENCRYPTION_KEY?.toLowerCase(),
    trustProxy: trustProxyOf(values.TRUST_PROXY),
    logLevel: values.LOG_LEVEL,
    webDistDir: values.WEB_DIST_DIR ? absolute(values.WEB_DIST_DIR) : defaultWebDistDir,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    mailDropDir: values.MAIL_DROP_DIR ? absolute(values.MAIL_DROP_DIR) : undefined,
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    seedDemo: values.SEED_DEMO ? values.SEED_DEMO === 'true' : !values.DATABASE_URL,
  };
}
