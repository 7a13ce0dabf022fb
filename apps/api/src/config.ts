import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Repository root: relative paths in the configuration (DATA_DIR) are resolved from here. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const urlWithProtocol = (protocols: string[]) =>
  z.string().refine((v) => {
    try {
      return protocols.includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, `deve ser uma URL ${protocols.join(' ou ')}`);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: urlWithProtocol(['postgres:', 'postgresql:']).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: urlWithProtocol(['http:', 'https:']).optional(),
  SMTP_URL: urlWithProtocol(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default('Rumo <nao-responda@rumo.app>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  CHAT_WIDGET_URL: urlWithProtocol(['https:']).optional(),
  ALERTS_INTERVAL_MS: z.coerce.number().int().min(0).default(15 * 60 * 1000),
  WEB_DIST: z.string().min(1).optional(),
  PGLITE_IN_PROCESS: z.enum(['0', '1']).default('0'),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  dbPoolSize: number;
  chatWidgetUrl: string | undefined;
  /** 0 disables the in-process alert scheduler. */
  alertsIntervalMs: number;
  /** scrypt cost (log2 N). OWASP: 17. Tests may lower it to stay fast; never set from the environment. */
  scryptLogN: number;
  /** Where the built SPA lives; undefined serves none (tests). */
  webDist: string | undefined;
  /** PGlite on the server's main thread instead of its worker thread (docs/decisions/0005-pglite-worker-thread.md). */
  pgliteInProcess: boolean;
};

export class ConfigError extends Error {}

/** Parses the environment; any bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(repoRoot, e.DATA_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    dbPoolSize: e.DB_POOL_SIZE,
    chatWidgetUrl: e.CHAT_WIDGET_URL,
    alertsIntervalMs: e.ALERTS_INTERVAL_MS,
    scryptLogN: 17,
    webDist: e.WEB_DIST ? path.resolve(repoRoot, e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    pgliteInProcess: e.PGLITE_IN_PROCESS === '1',
  };
}
