import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { S3Config } from './storage/s3';

/** Typed configuration of one API process, read from the environment (all optional). */
export interface AppConfig {
  port: number;
  /** Where to listen: 127.0.0.1 by default, so an unconfigured install is this machine's alone. */
  host: string;
  /**
   * DEV_TOOLS_ALLOW_REMOTE=true: the dev mailbox and the sandbox's Pay button also answer other
   * machines (by default only this one: anyone who reaches them can read reset links or get plans free).
   */
  devToolsAllowRemote: boolean;
  /** Behind a load balancer: take the client IP from X-Forwarded-For (login limits are per IP). */
  trustProxy: boolean;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections of this instance (DATABASE_POOL_SIZE): by default twice the CPU cores, at least 4; more only queue on the database's cores. */
  databasePoolSize: number;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  paystackSecretKey: string | undefined;
  paystackBaseUrl: string;
  currency: string;
  analysisProvider: 'local' | 'openai';
  chatProvider: 'local' | 'openai';
  openai: { baseUrl: string; apiKey: string | undefined; model: string };
  redisUrl: string | undefined;
  /** Prefix of every key this shop writes in Redis (several shops or test runs may share one Redis). */
  redisKeyPrefix: string;
  /** S3_BUCKET set: photos, product pictures and renders in that bucket instead of DATA_DIR/uploads. */
  s3: S3Config | undefined;
  /** JOBS=off: this instance never runs the scheduled work (the others on the database still do). */
  jobs: boolean;
  /** RENDER_AHEAD=off: product pictures are drawn on their first request instead of ahead (after a product write, and for the catalog at start). */
  renderAhead: boolean;
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** argon2id cost; production keeps the library defaults, tests lower it to stay fast. */
  passwordHashing: { memoryCost: number; timeCost: number };
  /** Folder of the built shop served next to the API when it exists (@nyansa/shop's `build/browser`). */
  shopDistDir: string;
  /** The shop's server renderer, built by the shop's `npm run build` (@nyansa/shop's `build/server-renderer`). */
  shopRendererFile: string;
}

/** A bad variable: the message names it in one line. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine((v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);

const optionalUrl = (protocols: string[]) =>
  z.union([z.literal('').transform(() => undefined), url(protocols)]).optional();

function wholeNumber(min: number, max: number, message: string) {
  return z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
}

const envSchema = z.object({
  PORT: wholeNumber(0, 65535, 'must be a port number from 0 to 65535').default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DEV_TOOLS_ALLOW_REMOTE: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  TRUST_PROXY: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  DATABASE_POOL_SIZE: wholeNumber(1, 200, 'must be a whole number from 1 to 200').optional(),
  JWT_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, 'must be at least 32 characters'),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  MAIL_FROM: z.string().trim().min(3).default('Nyansa <no-reply@nyansa.local>'),
  PAYSTACK_SECRET_KEY: optionalText,
  PAYSTACK_BASE_URL: url(['http:', 'https:']).default('https://api.paystack.co'),
  CURRENCY: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'must be a 3-letter currency code such as USD')
    .transform((v) => v.toUpperCase())
    .default('USD'),
  ANALYSIS_PROVIDER: z.enum(['local', 'openai']).default('local'),
  CHAT_PROVIDER: z.enum(['local', 'openai']).default('local'),
  OPENAI_BASE_URL: url(['http:', 'https:']).default('https://api.openai.com/v1'),
  OPENAI_API_KEY: optionalText,
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  REDIS_KEY_PREFIX: z.string().trim().regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1 to 64 letters, digits or : _ . -').default('nyansa:'),
  S3_BUCKET: optionalText.refine((v) => v === undefined || /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(v), 'must be an S3 bucket name (3 to 63 lowercase letters, digits, dots and hyphens)'),
  S3_ENDPOINT: optionalUrl(['http:', 'https:']),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  JOBS: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  RENDER_AHEAD: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ARGON2_MEMORY_COST: wholeNumber(1024, 1_048_576, 'must be a number of KiB from 1024 to 1048576').default(19_456),
  ARGON2_TIME_COST: wholeNumber(1, 10, 'must be a whole number from 1 to 10').default(2),
});

/** Reads the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const raw = env[name];
    const shown = name.includes('SECRET') || name.includes('KEY') || name.includes('URL') ? '' : ` (got "${raw ?? ''}")`;
    throw new ConfigError(`Invalid configuration: ${name} ${describeIssue(issue?.message)}${shown}`);
  }
  const e = parsed.data;
  const port = e.PORT;
  // A live shop must send its mails and take real money: the embedded stand-ins are for trying it out.
  if (e.NODE_ENV === 'production') {
    if (!e.SMTP_URL) throw new ConfigError('Invalid configuration: SMTP_URL is required when NODE_ENV is production (accounts are verified by mail)');
    if (!e.PAYSTACK_SECRET_KEY) {
      throw new ConfigError('Invalid configuration: PAYSTACK_SECRET_KEY is required when NODE_ENV is production (the sandbox payment page takes no money)');
    }
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (set both, or neither to use the AWS credential chain)');
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)) {
    throw new ConfigError('Invalid configuration: S3_BUCKET is required when S3_ENDPOINT or S3_ACCESS_KEY_ID is set');
  }
  if (e.ANALYSIS_PROVIDER === 'openai' || e.CHAT_PROVIDER === 'openai') {
    if (!e.OPENAI_API_KEY && e.OPENAI_BASE_URL.startsWith('https://api.openai.com')) {
      throw new ConfigError('Invalid configuration: OPENAI_API_KEY is required when a provider is openai');
    }
  }
  return {
    port,
    host: e.HOST,
    devToolsAllowRemote: e.DEV_TOOLS_ALLOW_REMOTE === 'true',
    trustProxy: e.TRUST_PROXY === 'true',
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    // npm runs workspace scripts inside the workspace; a relative DATA_DIR means where the user ran npm.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? Math.max(4, 2 * os.availableParallelism()),
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    paystackSecretKey: e.PAYSTACK_SECRET_KEY,
    paystackBaseUrl: e.PAYSTACK_BASE_URL.replace(/\/+$/, ''),
    currency: e.CURRENCY,
    analysisProvider: e.ANALYSIS_PROVIDER,
    chatProvider: e.CHAT_PROVIDER,
    openai: { baseUrl: e.OPENAI_BASE_URL.replace(/\/+$/, ''), apiKey: e.OPENAI_API_KEY, model: e.OPENAI_MODEL },
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    jobs: e.JOBS === 'on',
    renderAhead: e.RENDER_AHEAD === 'on',
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    passwordHashing: { memoryCost: e.ARGON2_MEMORY_COST, timeCost: e.ARGON2_TIME_COST },
    // The shop's package exports name its build outputs (whether built yet or not).
    shopDistDir: path.dirname(fileURLToPath(import.meta.resolve('@nyansa/shop/build/browser/index.html'))),
    shopRendererFile: fileURLToPath(import.meta.resolve('@nyansa/shop/build/server-renderer')),
  };
}

function describeIssue(message: string | undefined): string {
  if (!message) return 'is invalid';
  const options = /^Invalid option: expected one of (.*)$/.exec(message);
  if (options?.[1]) return `must be one of ${options[1].replaceAll('|', ', ')}`;
  // zod's own wording starts with "Invalid ..."; ours already reads as "must ...".
  return message.startsWith('must') ? message : `is invalid: ${message}`;
}
