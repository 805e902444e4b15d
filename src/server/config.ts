import path from 'node:path';
import { z } from 'zod';
import { CREDIT_PACK_VALIDITY_MONTHS } from '../domain/constants';
import { type QrBillCreditor, qrBillCreditorOf, qrBillEnv } from './config-qr-bill';

// Every setting the server reads, validated once at start. A wrong value stops the start with a message naming the
// variable, so a misconfigured production never half-runs.
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
  .pipe(z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: optionalUrl,
  DATA_DIR: z.string().default('./data'),
  /**
   * The end-to-end suite throws its embedded cluster away after the run, as the integration tests do: it may skip
   * PostgreSQL's durability work (fsync), which on a slow disk made every write of a journey wait. Test runs only.
   */
  EMBEDDED_PG_DISPOSABLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  DATABASE_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  // Empty counts as unset: a mail without a sender would be refused by every SMTP server.
  MAIL_FROM: optionalString.transform((v) => v ?? 'Anpfiff <noreply@anpfiff.local>'),
  PROVIDER_MAIL: z.string().email().default('info@anpfiff.local'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalUrl,
  /** How long a bought 10+1 pack stays usable (decision 008). */
  CREDIT_PACK_VALIDITY_MONTHS: z.coerce.number().int().min(1).max(120).default(CREDIT_PACK_VALIDITY_MONTHS),
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString,
  AHV_ENCRYPTION_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'muss 64 Hex-Zeichen (32 Byte) lang sein')
      .optional(),
  ),
  PHOTOS_SOURCE: z.enum(['local', 'google-drive']).default('local'),
  PHOTOS_DIR: optionalString,
  GOOGLE_SERVICE_ACCOUNT_JSON: optionalString,
  GOOGLE_DRIVE_ROOT_FOLDER_ID: optionalString,
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  PROVIDER_NAME: z.string().default('Fussballschule Rotkreuz'),
  /**
   * The provider's own logo (a path on this site or an https address). Unset, the portal's top bar draws the app's
   * football mark in the page itself, with no download, and mails show the app icon (APP_ICON).
   */
  PROVIDER_LOGO_URL: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  PROVIDER_TERMS_URL: z.url().default('https://example.ch/agb'),
  PROVIDER_INFO_URL: z.url().default('https://example.ch/angebot'),
  /** The footer's powered-by link (parent-portal.md section 2). */
  POWERED_BY_URL: z.url().default('https://example.ch/anpfiff'),
  PROVIDER_CONTACT_EMAIL: z.string().email().default('info@anpfiff.local'),
  PROVIDER_CONTACT_PHONE: z.string().default('+41 41 000 00 00'),
  PROVIDER_CONTACT_ADDRESS: z.string().default('Kunstrasen Rotkreuz, 6343 Rotkreuz'),
  /** The QR-bill's account and the provider's postal address on it (config-qr-bill.ts). */
  ...qrBillEnv,
  /**
   * How many proxies of ours stand in front (0 = none, `true` = 1). The client is the X-Forwarded-For entry the
   * outermost of them appended: counted from the right, because anything further left the client may have sent.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim().toLowerCase())
    .pipe(z.union([z.enum(['', 'false', 'true']), z.string().regex(/^\d{1,2}$/)]))
    .transform((v) => (v === '' || v === 'false' ? 0 : v === 'true' ? 1 : Number(v))),
  /** Signs session cookies and keys the sign-in code hashes. Unset outside production = generated into DATA_DIR. */
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'muss mindestens 32 Zeichen lang sein').optional()),
  /** Sign-in code requests per client IP and 15 minutes (verifications: twice as many). */
  SIGN_IN_IP_LIMIT: z.coerce.number().int().min(1).default(30),
  /** How long (ms) a process answers the trainings page's shared part from memory; 0 = never (decision 031). */
  TRAININGS_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // Unset = seed demo data on an empty database outside production.
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Base backups and archived WAL of the embedded database (decision 044); unset = DATA_DIR/backups. */
  BACKUP_DIR: optionalString,
  /** How far back a restore can reach: base backups and WAL older than this many days go. */
  BACKUP_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** When the base backup runs (cron, Zurich time); `off`: no backups of the embedded database at all. */
  BACKUP_SCHEDULE: z
    .string()
    .default('30 2 * * *')
    .transform((v) => v.trim())
    .pipe(
      z.union([
        z.literal('off'),
        z.string().regex(/^\S+( \S+){4}$/, 'muss ein Cron-Ausdruck (5 Felder) oder off sein'),
      ]),
    ),
  /**
   * Lets a Prometheus server elsewhere read /metrics with `Authorization: Bearer <token>`; unset, /metrics answers
   * only this machine (decision 043).
   */
  METRICS_TOKEN: optionalString.pipe(z.string().min(32, 'muss mindestens 32 Zeichen lang sein').optional()),
});

type ParsedEnv = z.output<typeof envSchema>;

/**
 * Settings that only make sense together. Each refusal names the variable to fix, so a half-configured integration
 * stops the start instead of failing later (a Stripe payment that no webhook can ever complete, a photo sync that
 * cannot reach Drive, an admin address with a typo that silently never becomes admin).
 */
function checkCombinations(env: ParsedEnv, ctx: z.RefinementCtx): void {
  const refuse = (variable: keyof ParsedEnv, message: string) =>
    ctx.addIssue({ code: 'custom', path: [variable], message });
  for (const address of env.ADMIN_EMAILS) {
    if (!z.email().safeParse(address).success)
      refuse('ADMIN_EMAILS', `keine gültige E-Mail-Adresse: ${address}`);
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    refuse(
      'STRIPE_WEBHOOK_SECRET',
      'fehlt, obwohl STRIPE_SECRET_KEY gesetzt ist (ohne bestätigt kein Webhook eine Zahlung)',
    );
  }
  if (env.STRIPE_WEBHOOK_SECRET && !env.STRIPE_SECRET_KEY) {
    refuse('STRIPE_SECRET_KEY', 'fehlt, obwohl STRIPE_WEBHOOK_SECRET gesetzt ist');
  }
  if (env.VAPID_PUBLIC_KEY && !env.VAPID_PRIVATE_KEY) {
    refuse('VAPID_PRIVATE_KEY', 'fehlt, obwohl VAPID_PUBLIC_KEY gesetzt ist');
  }
  if (env.VAPID_SUBJECT && !/^(mailto:\S+@\S+|https:\/\/\S+)$/.test(env.VAPID_SUBJECT)) {
    refuse('VAPID_SUBJECT', 'muss mit mailto: oder https:// beginnen');
  }
  qrBillCreditorOf(env, refuse);
  if (env.PHOTOS_SOURCE === 'google-drive') {
    if (!env.GOOGLE_SERVICE_ACCOUNT_JSON)
      refuse('GOOGLE_SERVICE_ACCOUNT_JSON', 'fehlt für PHOTOS_SOURCE=google-drive');
    if (!env.GOOGLE_DRIVE_ROOT_FOLDER_ID)
      refuse('GOOGLE_DRIVE_ROOT_FOLDER_ID', 'fehlt für PHOTOS_SOURCE=google-drive');
  }
}

const configSchema = envSchema.superRefine(checkCombinations);

type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  appUrl: string;
  dataDir: string;
  photosDir: string;
  /** Where the embedded database's backups go (decision 044). */
  backupDir: string;
  isProduction: boolean;
  /** The QR-bill's creditor; null: no QR-bill anywhere (decision 034). */
  qrBill: QrBillCreditor | null;
}

export class ConfigError extends Error {}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // zod's German texts: the operator reads the same language as the rest of the start messages.
  const parsed = configSchema.safeParse(source, { error: z.locales.de().localeError });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Ungültige Konfiguration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (env.EMBEDDED_PG_DISPOSABLE && env.NODE_ENV !== 'test') {
    throw new ConfigError('EMBEDDED_PG_DISPOSABLE=true gilt nur für Testläufe (NODE_ENV=test).');
  }
  if (isProduction) {
    const missing = [
      ['DATABASE_URL', env.DATABASE_URL],
      ['APP_URL', env.APP_URL],
      ['SMTP_URL', env.SMTP_URL],
      ['STRIPE_SECRET_KEY', env.STRIPE_SECRET_KEY],
      ['STRIPE_WEBHOOK_SECRET', env.STRIPE_WEBHOOK_SECRET],
      ['AHV_ENCRYPTION_KEY', env.AHV_ENCRYPTION_KEY],
      ['AUTH_SECRET', env.AUTH_SECRET],
      ['VAPID_PUBLIC_KEY', env.VAPID_PUBLIC_KEY],
      ['VAPID_PRIVATE_KEY', env.VAPID_PRIVATE_KEY],
      ['VAPID_SUBJECT', env.VAPID_SUBJECT],
    ]
      .filter(([, v]) => !v)
      .map(([k]) => k);
    if (missing.length > 0) {
      throw new ConfigError(`In Produktion fehlen Pflicht-Einstellungen: ${missing.join(', ')}`);
    }
  }
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    photosDir: path.resolve(env.PHOTOS_DIR ?? path.join(dataDir, 'photos')),
    backupDir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    isProduction,
    // Validated above: the refusals were counted there.
    qrBill: qrBillCreditorOf(env, () => {}),
  };
}
