import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { emailOTP } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { MAX_CODE_ATTEMPTS } from '../../domain/messages/auth';
import type { AppContext } from '../context';
import { loadOrCreateSecretFile } from '../crypto/secret-file';
import { authAccounts, authRateLimits, authSessions, authVerifications, profiles } from '../db/schema';
import { enqueueMail } from '../integrations/mail';
import { CLIENT_IP_HEADER } from './client-ip';
import { otpHasher } from './otp-hash';
import { signInMail } from './sign-in-mail';

// better-auth does what it is good at (codes from a secure random source, atomic single-use verification, database
// sessions, signed cookies); our routes in features/auth wrap it so the rules, the messages and the clock are ours.
// Its HTTP handler is not mounted: nothing of better-auth's own API (sign-up, update-user, email-otp/*) is reachable.

export const SESSION_DAYS = 14;
export const CODE_TTL_SECONDS = 600;
const DAY_SECONDS = 24 * 60 * 60;
const AUTH_SECRET_FILE = 'auth.secret';
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Secure cookies everywhere but plain-http localhost, where a browser would drop them. */
export function wantsSecureCookies(appUrl: string): boolean {
  const url = new URL(appUrl);
  return url.protocol === 'https:' || !LOOPBACK_HOSTS.has(url.hostname);
}

export function authSecret(config: AppContext['config']): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  if (config.isProduction) throw new Error('AUTH_SECRET is required in production');
  return loadOrCreateSecretFile(config.dataDir, AUTH_SECRET_FILE);
}

function isAdminEmail(ctx: AppContext, email: string): boolean {
  return ctx.config.ADMIN_EMAILS.includes(email.toLowerCase());
}

/** Profile columns better-auth reads and writes through; `input: false` so no request body can ever set them. */
const profileFields = {
  firstName: { type: 'string', required: false, input: false },
  lastName: { type: 'string', required: false, input: false },
  mobile: { type: 'string', required: false, input: false },
  role: { type: 'string', required: false, input: false, defaultValue: 'parent' },
  termsAcceptedAt: { type: 'date', required: false, input: false },
  secondParentEmail: { type: 'string', required: false, input: false },
  signupSource: { type: 'string', required: false, input: false },
} as const;

export function createAuth(ctx: AppContext) {
  const { config } = ctx;
  const secret = authSecret(config);
  return betterAuth({
    appName: config.PROVIDER_NAME,
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.appUrl],
    telemetry: { enabled: false },
    // better-auth logs through console.error by default; its errors reach our own handlers as thrown APIErrors.
    logger: { level: 'warn', log: (level, message) => console.warn(`[auth:${level}] ${message}`) },
    database: drizzleAdapter(ctx.db, {
      provider: 'pg',
      schema: {
        profiles,
        auth_sessions: authSessions,
        auth_accounts: authAccounts,
        auth_verifications: authVerifications,
        auth_rate_limits: authRateLimits,
      },
    }),
    user: { modelName: 'profiles', additionalFields: profileFields },
    session: {
      modelName: 'auth_sessions',
      expiresIn: SESSION_DAYS * DAY_SECONDS,
      updateAge: DAY_SECONDS,
      // Every request reads the session row, so a sign-out or a revoked session takes effect at once.
      cookieCache: { enabled: false },
    },
    account: { modelName: 'auth_accounts' },
    verification: { modelName: 'auth_verifications' },
    // Our routes count their own limits per e-mail and per IP in the same table (features/auth/rate-limit.ts).
    rateLimit: { enabled: false, storage: 'database', modelName: 'auth_rate_limits' },
    emailAndPassword: { enabled: false },
    advanced: {
      cookiePrefix: 'anpfiff',
      useSecureCookies: wantsSecureCookies(config.appUrl),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({
            data: {
              ...user,
              email: user.email.toLowerCase(),
              role: isAdminEmail(ctx, user.email) ? 'admin' : 'parent',
              signupSource: 'pwa_login',
            },
          }),
        },
      },
      session: {
        create: {
          // Accounts listed in ADMIN_EMAILS become admins when they sign in (also those created before the listing).
          before: async (session) => {
            const [user] = await ctx.db
              .select({ email: profiles.email, role: profiles.role })
              .from(profiles)
              .where(eq(profiles.id, session.userId));
            if (user && user.role !== 'admin' && isAdminEmail(ctx, user.email)) {
              await ctx.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, session.userId));
            }
          },
        },
      },
    },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: CODE_TTL_SECONDS,
        allowedAttempts: MAX_CODE_ATTEMPTS,
        resendStrategy: 'rotate',
        storeOTP: { hash: otpHasher(secret) },
        // Our code request route creates codes itself (createVerificationOTP) and queues the mail with the page the
        // parent wanted; this is only reached by better-auth's own send paths.
        sendVerificationOTP: async ({ email, otp }) => {
          await enqueueMail(ctx.jobs, signInMail(config, { email, code: otp }));
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const instances = new WeakMap<AppContext, Auth>();

/** One better-auth instance per application context (it is stateless; everything lives in PostgreSQL). */
export function authFor(ctx: AppContext): Auth {
  let auth = instances.get(ctx);
  if (!auth) {
    auth = createAuth(ctx);
    instances.set(ctx, auth);
  }
  return auth;
}
