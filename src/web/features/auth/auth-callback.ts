import type { Me } from '@domain/auth/me';
import { authMessages } from '@domain/messages/auth';
import { isProfileComplete } from '@domain/profile-completeness';
import { onboardingPath, safeRedirect } from '../../app/paths';

// The auth callback's steps (parent-portal.md section 4), free of React so they are tested on their own.

export const SESSION_POLLS = 4;
export const POLL_INTERVAL_MS = 200;
export const FAILURE_REDIRECT_MS = 800;

export type CallbackStatus = 'confirming' | 'loadingProfile';

export interface SignInLink {
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

export interface CallbackDeps {
  verify(link: SignInLink): Promise<void>;
  fetchMe(): Promise<Me | null>;
  sleep(ms: number): Promise<void>;
  onStatus(status: CallbackStatus): void;
}

export type CallbackOutcome = { kind: 'signedIn'; me: Me; to: string } | { kind: 'failed'; message: string };

/**
 * 1. A link in the fragment is verified; on failure: "Verifizierung fehlgeschlagen.".
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
      try {
        await deps.verify(link);
      } catch {
        return { kind: 'failed', message: authMessages.verificationFailed };
      }
    }
    let me: Me | null = null;
    for (let poll = 1; poll <= SESSION_POLLS && !me; poll++) {
      me = await deps.fetchMe();
      if (!me && poll < SESSION_POLLS) await deps.sleep(POLL_INTERVAL_MS);
    }
    if (!me) return { kind: 'failed', message: authMessages.noSession };
    deps.onStatus('loadingProfile');
    const target = safeRedirect(input.redirectTo);
    return { kind: 'signedIn', me, to: isProfileComplete(me) ? target : onboardingPath(target) };
  } catch {
    return { kind: 'failed', message: authMessages.unexpectedShort };
  }
}
