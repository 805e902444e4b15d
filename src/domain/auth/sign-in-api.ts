// The sign-in and profile API between server and web (docs/decisions/005). Paths are relative to /api.
import type { MeResponse } from './me';

/** POST {email, redirectTo?}: sends a code (first request and resend alike). */
export const CODE_PATH = '/auth/code';
/** POST {email, code, link?, confirmed?}: signs in, sets the session cookie, answers {user}. */
export const VERIFY_PATH = '/auth/verify';
/** POST {firstName, lastName, mobile, termsAccepted: true}: completes the profile, answers {user}. */
export const ONBOARDING_PATH = '/profile/onboarding';
/** PATCH {firstName, lastName, mobile}: edits the own profile, answers {user}. */
export const PROFILE_PATH = '/profile';

export interface CodeRequestBody {
  email: string;
  /** The page to open after signing in by the mail's link (a path on this site). */
  redirectTo?: string;
}

export interface CodeRequestAnswer {
  /** Seconds until a new code may be requested. */
  resendAfterSeconds: number;
}

export interface CodeVerifyBody {
  email: string;
  code: string;
  /** Sent by the mail's one-click link: in a browser that did not request the code, 409 SIGN_IN_CONFIRM ... */
  link?: boolean;
  /** ... until the person at this browser answered "Als … anmelden?". */
  confirmed?: boolean;
}

/** Verification, onboarding and profile edit answer the signed-in user as GET /api/me does. */
export type SignedInAnswer = { user: NonNullable<MeResponse['user']> };
