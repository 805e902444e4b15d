import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { emailOTP } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { MAX_CODE_ATTEMPTS } from '../../domain/messages/auth';
import type { AppContext } from '../context';
import { authAccounts, authRateLimits, authSessions, authVerifications, profiles } from '../db/schema';
import { logFor } from '../observability/log';
import { isListedAdmin, roleByConfig } from './admin-role';
import { authSecret } from './auth-secret';
import { CLIENT_IP_HEADER } from './client-ip';
import { otpHasher } from './otp-hash';
import { enqueueSignInMail } from './sign-in-mail-job';

const log = logFor('auth');

// better-auth does what it is good at (codes from a secure random source, atomic single-use verification, database
// sessions, signed cookies); our routes in features/auth wrap it so the rules, the messages and the clock are ours.
// Its HTTP handler is not mounted: nothing of better-auth's own API (sign-up, update-user, email-otp/*) is reachable.

export { authSecret } from './auth-secret';

const SESSION_DAYS = 14;
export const CODE_TTL_SECONDS = 600;
const DAY_SECONDS = 24 * 60 * 60;
/** better-auth's sliding expiry: a session lasts this long from its last extension... */
export const SESSION_EXPIRES_IN_SECONDS = SESSION_DAYS * DAY_SECONDS;
/** ...and is extended (in the database and in its cookie) once it is older than this. */
export const SESSION_UPDATE_AGE_SECONDS = DAY_SECONDS;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const COOKIE_PREFIX = 'anpfiff';

/** Secure cookies everywhere but plain-http localhost, where a browser would drop them. */
export function wantsSecureCookies(appUrl: string): boolean {
  const url = new URL(appUrl);
  return url.protocol === 'https:' || !LOOPBACK_HOSTS.has(url.hostname);
}

/**
 * The session cookie's name: `__Host-anpfiff.session_token` wherever cookies are Secure. Browsers accept a __Host-
 * cookie only when it is Secure, has Path=/ and no Domain, so no sibling subdomain can plant or overwrite it (a
 * __Secure- cookie can be set for the parent domain). Plain-http localhost keeps the bare name.
 */
export function sessionCookieName(appUrl: string): string {
  const name = `${COOKIE_PREFIX}.session_token`;
  return wantsSecureCookies(appUrl) ? `__Host-${name}` : name;
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
  pinnedAdmin: { type: 'boolean', required: false, input: false, defaultValue: false },
} as const;

/** Read with every session, so the session middleware judges the limits without another query. */
const sessionFields = {
  lastSeenAt: { type: 'date', required: false, input: false },
  /** Set once the session passed the admin's second factor (decision 036). */
  secondFactorAt: { type: 'date', required: false, input: false },
} as const;

function createAuth(ctx: AppContext) {
  const { config } = ctx;
  const secret = authSecret(config);
  const secureCookies = wantsSecureCookies(config.appUrl);
  return betterAuth({
    appName: config.PROVIDER_NAME,
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.appUrl],
    telemetry: { enabled: false },
    // better-auth logs through console.error by default; its errors reach our own handlers as thrown APIErrors.
    logger: { level: 'warn', log: (level, message) => log.warn({ betterAuthLevel: level }, message) },
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
      additionalFields: sessionFields,
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      // Every request reads the session row, so a sign-out or a revoked session takes effect at once.
      cookieCache: { enabled: false },
    },
    account: { modelName: 'auth_accounts' },
    verification: { modelName: 'auth_verifications' },
    // Our routes count their own limits per e-mail and per IP in the same table (features/auth/rate-limit.ts).
    rateLimit: { enabled: false, storage: 'database', modelName: 'auth_rate_limits' },
    emailAndPassword: { enabled: false },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      // better-auth's own prefix would be __Secure-; ours is __Host- (sessionCookieName), so its prefix stays off and
      // Secure comes from the attributes below.
      useSecureCookies: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/', secure: secureCookies },
      cookies: { session_token: { name: sessionCookieName(config.appUrl) } },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({
            data: {
              ...user,
              email: user.email.toLowerCase(),
              role: isListedAdmin(config, user.email) ? 'admin' : 'parent',
              signupSource: 'pwa_login',
            },
          }),
        },
      },
      session: {
        create: {
          before: async (session) => {
            const [user] = await ctx.db
              .select({ email: profiles.email, role: profiles.role, pinnedAdmin: profiles.pinnedAdmin })
              .from(profiles)
              .where(eq(profiles.id, session.userId));
            // The role follows ADMIN_EMAILS at every sign-in, both ways (admin-role.ts).
            const role = user ? roleByConfig(config, user) : undefined;
            if (user && role !== user.role) {
              await ctx.db.update(profiles).set({ role }).where(eq(profiles.id, session.userId));
              // Sessions made as a parent would read the new role at their next request, unenrolled: whoever
              // held one could set up the admin's factor. They end; the admin starts from this sign-in (036).
              if (role === 'admin') {
                await ctx.db.delete(authSessions).where(eq(authSessions.userId, session.userId));
              }
            }
            // The session limits are judged on our clock (session-limits.ts), so its start is taken from it too.
            const now = ctx.clock.now();
            return { data: { ...session, createdAt: now, updatedAt: now, lastSeenAt: now } };
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
          await enqueueSignInMail(ctx, { email, code: otp });
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
