import type { Me } from '@domain/auth/me';
import { authMessages } from '@domain/messages/auth';
import { isProfileComplete } from '@domain/profile-completeness';
import { onboardingPath, safeRedirect } from '../../lib/paths';

// The auth callback's steps (parent-portal.md section 4), free of React so they are tested on their own.

const SESSION_POLLS = 4;
const POLL_INTERVAL_MS = 200;
export const FAILURE_REDIRECT_MS = 800;

export type CallbackStatus = 'confirming' | 'loadingProfile';

interface SignInLink {
  email: string;
  code: string;
}

/** The mail's link carries e-mail and code in the fragment: "#email=anna%40example.ch&code=123456". */
export function parseSignInFragment(hash: string): SignInLink | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const email = params.get('email')?.trim();
  const code = params.get('code')?.trim();
  return email && code ? { email, code } : null;
}

/** What the server said to a link: signed in, or "ask first" (this browser did not request the code). */
type VerifyOutcome = 'signedIn' | 'confirm';

export interface CallbackDeps {
  /** `confirmed`: the person here already agreed to sign in as the link's e-mail (or is signed in as it). */
  verify(link: SignInLink, confirmed: boolean): Promise<VerifyOutcome>;
  /** Polled for the session after the link is verified. */
  fetchMe(): Promise<Me | null>;
  /** Who is signed in on this device before the link is used (GET /api/me as well). */
  currentMe(): Promise<Me | null>;
  /**
   * Someone else is signed in on this device: true to sign in with the link instead, false to stay. A link can be
   * sent to anyone, so following it must never silently replace the session that is there (login CSRF).
   */
  confirmSwitch(current: Me, link: SignInLink): Promise<boolean>;
  /**
   * Nobody is signed in here and this browser did not request the code: true to sign in as the link's e-mail. A
   * link sent by someone else would otherwise sign this browser into the sender's account unasked (login CSRF).
   */
  confirmSignIn(link: SignInLink): Promise<boolean>;
  sleep(ms: number): Promise<void>;
  onStatus(status: CallbackStatus): void;
}

type CallbackOutcome =
  | { kind: 'signedIn'; me: Me; to: string }
  | { kind: 'failed'; message: string }
  /** The person here did not want to sign in with the link: back to /login, nothing spent. */
  | { kind: 'declined' };

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function signedInOutcome(me: Me, redirectTo: string | null): CallbackOutcome {
  const target = safeRedirect(redirectTo, me.role);
  return { kind: 'signedIn', me, to: isProfileComplete(me) ? target : onboardingPath(target) };
}

/**
 * 0. With a link while another e-mail is signed in on this device: ask first; staying keeps that session and moves
 *    on as it (the same e-mail just continues).
 * 1. A link in the fragment is verified; on failure: "Verifizierung fehlgeschlagen.". When the server answers that
 *    this browser did not request the code (and nobody here agreed yet), ask "Als … anmelden?" first; no is /login.
 * 2. The session is polled up to 4 times, 200 ms apart; none: "Keine Session gefunden. Bitte erneut einloggen.".
 * 3. An incomplete profile goes to onboarding with redirectTo, a complete one to redirectTo.
 * Anything unforeseen: "Unerwarteter Fehler.". The page returns to /login 800 ms after a failure.
 */
export async function runAuthCallback(
  input: { fragment: string; redirectTo: string | null },
  deps: CallbackDeps,
): Promise<CallbackOutcome> {
  try {
    deps.onStatus('confirming');
    const link = parseSignInFragment(input.fragment);
    if (link) {
      const current = await deps.currentMe();
      if (current && !sameEmail(current.email, link.email) && !(await deps.confirmSwitch(current, link))) {
        deps.onStatus('loadingProfile');
        return signedInOutcome(current, input.redirectTo);
      }
      // Someone signed in here agreed to the switch, or is the link's own account.
      const confirmed = current !== null;
      let outcome: VerifyOutcome;
      try {
        outcome = await deps.verify(link, confirmed);
      } catch {
        return { kind: 'failed', message: authMessages.verificationFailed };
      }
      if (outcome === 'confirm') {
        if (!(await deps.confirmSignIn(link))) return { kind: 'declined' };
        deps.onStatus('confirming');
        try {
          await deps.verify(link, true);
        } catch {
          return { kind: 'failed', message: authMessages.verificationFailed };
        }
      }
    }
    let me: Me | null = null;
    for (let poll = 1; poll <= SESSION_POLLS && !me; poll++) {
      me = await deps.fetchMe();
      if (!me && poll < SESSION_POLLS) await deps.sleep(POLL_INTERVAL_MS);
    }
    if (!me) return { kind: 'failed', message: authMessages.noSession };
    deps.onStatus('loadingProfile');
    return signedInOutcome(me, input.redirectTo);
  } catch {
    return { kind: 'failed', message: authMessages.unexpectedShort };
  }
}
