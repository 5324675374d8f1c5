import { z } from 'zod';

/** The only place that reads process.env (house style). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /**
   * Backups (default DATA_DIR/backups), a second copy on another disk, and how many to keep:
   * the newest of each of the last BACKUP_KEEP_HOURLY hours (BACKUP_KEEP is its older name),
   * BACKUP_KEEP_DAILY days and BACKUP_KEEP_WEEKLY weeks.
   */
  BACKUP_DIR: z.string().optional(),
  BACKUP_COPY_DIR: z.string().optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(24),
  BACKUP_KEEP_HOURLY: z.coerce.number().int().min(1).max(10_000).optional(),
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(0).max(10_000).default(14),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(10_000).default(8),
  /** The pg_dump that `npm run backup` runs on PostgreSQL (a path when several are installed). */
  PG_DUMP: z.string().default('pg_dump'),
  RECEPTION_PASSWORD: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Front Desk <frontdesk@localhost>'),
  /**
   * Base address put in reset links. Never taken from a request's Host header (anyone can set
   * that); defaults to http://localhost:PORT.
   */
  PUBLIC_URL: z.url().optional(),
  /**
   * Behind one reverse proxy (Caddy): believe the client address it appends to X-Forwarded-For
   * (sign-in limits, logs) and its X-Forwarded-Proto (Secure cookie, HSTS). See ADR 025.
   */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** Extra origins allowed to open the websocket, comma separated. */
  ALLOWED_ORIGINS: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TEST_DATABASE_URL: z.string().optional(),
});

export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string };

export const readEnv = (source: Record<string, string | undefined> = process.env): Env => {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return {
    ...parsed.data,
    // The hourly tier: BACKUP_KEEP_HOURLY, or BACKUP_KEEP as set before the tiers existed.
    BACKUP_KEEP: parsed.data.BACKUP_KEEP_HOURLY ?? parsed.data.BACKUP_KEEP,
    PUBLIC_URL: (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(
      /\/+$/,
      '',
    ),
  };
};
