import type { Me } from '@domain/auth/me';
import { describe, expect, it } from 'vitest';
import { annaParent } from '../../testing/people';
import {
  type CallbackDeps,
  type CallbackStatus,
  parseSignInFragment,
  runAuthCallback,
} from './auth-callback';

const complete = annaParent;
const incomplete: Me = { ...complete, firstName: null, lastName: null, termsAcceptedAt: null };

const fragment = '#email=anna%40example.ch&code=123456';

/**
 * Deps that record what happened; `sessions` is what each poll of /api/me answers in turn, `current` who is signed
 * in before the link is used, `switchTo` the answer to the question whether the link may replace that session.
 */
function deps(options: {
  verifyFails?: boolean;
  sessions: (Me | null)[];
  fetchThrows?: boolean;
  current?: Me | null;
  switchTo?: boolean;
  /** The server asks first (this browser did not request the code) until `confirmed`; `confirmTo` answers. */
  askFirst?: boolean;
  confirmTo?: boolean;
}) {
  const log = {
    verified: [] as unknown[],
    polls: 0,
    sleeps: [] as number[],
    statuses: [] as CallbackStatus[],
    questions: [] as { current: string; link: string }[],
    confirmations: [] as string[],
    confirmedFlags: [] as boolean[],
  };
  const d: CallbackDeps = {
    verify: async (link, confirmed) => {
      log.confirmedFlags.push(confirmed);
      if (options.askFirst && !confirmed) return 'confirm';
      log.verified.push(link);
      if (options.verifyFails) throw new Error('400');
      return 'signedIn';
    },
    confirmSignIn: async (link) => {
      log.confirmations.push(link.email);
      return options.confirmTo ?? false;
    },
    fetchMe: async () => {
      if (options.fetchThrows) throw new Error('boom');
      return options.sessions[log.polls++] ?? null;
    },
    currentMe: async () => options.current ?? null,
    confirmSwitch: async (current, link) => {
      log.questions.push({ current: current.email, link: link.email });
      return options.switchTo ?? false;
    },
    sleep: async (ms) => {
      log.sleeps.push(ms);
    },
    onStatus: (s) => log.statuses.push(s),
  };
  return { d, log };
}

describe('parseSignInFragment', () => {
  it('reads e-mail and code from the fragment', () => {
    expect(parseSignInFragment(fragment)).toEqual({ email: 'anna@example.ch', code: '123456' });
    expect(parseSignInFragment('email=a%2Bb%40x.ch&code=000001')).toEqual({
      email: 'a+b@x.ch',
      code: '000001',
    });
  });

  it.each(['', '#', '#email=a%40x.ch', '#code=123456', '#type=magiclink'])('finds no link in %j', (hash) => {
    expect(parseSignInFragment(hash)).toBeNull();
  });
});

describe('runAuthCallback', () => {
  it('verifies the link, finds the session and goes to redirectTo', async () => {
    const { d, log } = deps({ sessions: [complete] });
    expect(await runAuthCallback({ fragment, redirectTo: '/camps' }, d)).toEqual({
      kind: 'signedIn',
      me: complete,
      to: '/camps',
    });
    expect(log.verified).toEqual([{ email: 'anna@example.ch', code: '123456' }]);
    expect(log.statuses).toEqual(['confirming', 'loadingProfile']);
  });

  it('sends an incomplete profile to onboarding with redirectTo', async () => {
    const { d } = deps({ sessions: [incomplete] });
    expect(await runAuthCallback({ fragment, redirectTo: '/zahlungen' }, d)).toMatchObject({
      to: '/onboarding?redirectTo=%2Fzahlungen',
    });
  });

  it.each([null, '//evil.example', 'https://evil.example'])(
    'goes to /dashboard for redirectTo %j',
    async (to) => {
      const { d } = deps({ sessions: [complete] });
      expect(await runAuthCallback({ fragment, redirectTo: to }, d)).toMatchObject({ to: '/dashboard' });
    },
  );

  it.each([null, '//evil.example'])(
    'goes to the back office /admin for an admin and redirectTo %j',
    async (to) => {
      const { d } = deps({ sessions: [{ ...complete, role: 'admin' }] });
      expect(await runAuthCallback({ fragment, redirectTo: to }, d)).toMatchObject({ to: '/admin' });
    },
  );

  it('reports a failed verification and does not look for a session', async () => {
    const { d, log } = deps({ verifyFails: true, sessions: [complete] });
    expect(await runAuthCallback({ fragment, redirectTo: null }, d)).toEqual({
      kind: 'failed',
      message: 'Verifizierung fehlgeschlagen.',
    });
    expect(log.polls).toBe(0);
  });

  it('polls for the session up to 4 times, 200 ms apart', async () => {
    const { d, log } = deps({ sessions: [null, null, null, null, complete] });
    expect(await runAuthCallback({ fragment, redirectTo: null }, d)).toEqual({
      kind: 'failed',
      message: 'Keine Session gefunden. Bitte erneut einloggen.',
    });
    expect(log.polls).toBe(4);
    expect(log.sleeps).toEqual([200, 200, 200]);
  });

  it('takes the session of a later poll', async () => {
    const { d, log } = deps({ sessions: [null, null, complete] });
    expect(await runAuthCallback({ fragment: '', redirectTo: '/shop' }, d)).toMatchObject({ to: '/shop' });
    expect(log.polls).toBe(3);
    expect(log.verified).toEqual([]);
  });

  describe('when someone is already signed in on this device (login CSRF)', () => {
    const eva: Me = { ...complete, id: 'u2', email: 'eva@example.ch', firstName: 'Eva' };

    it('asks before a link for another e-mail replaces the session, and signs in with the link on yes', async () => {
      const { d, log } = deps({ current: eva, switchTo: true, sessions: [complete] });
      expect(await runAuthCallback({ fragment, redirectTo: '/camps' }, d)).toEqual({
        kind: 'signedIn',
        me: complete,
        to: '/camps',
      });
      expect(log.questions).toEqual([{ current: 'eva@example.ch', link: 'anna@example.ch' }]);
      expect(log.verified).toEqual([{ email: 'anna@example.ch', code: '123456' }]);
    });

    it('keeps the session there and spends no code when the answer is to stay', async () => {
      const { d, log } = deps({ current: eva, switchTo: false, sessions: [complete] });
      expect(await runAuthCallback({ fragment, redirectTo: '/camps' }, d)).toEqual({
        kind: 'signedIn',
        me: eva,
        to: '/camps',
      });
      expect(log.verified).toEqual([]);
      expect(log.polls).toBe(0);
    });

    it('just continues when the link is for the e-mail signed in (in any case)', async () => {
      const { d, log } = deps({
        current: { ...complete, email: 'Anna@Example.CH' },
        sessions: [complete],
      });
      expect(await runAuthCallback({ fragment, redirectTo: '/camps' }, d)).toMatchObject({ to: '/camps' });
      expect(log.questions).toEqual([]);
      expect(log.verified).toEqual([{ email: 'anna@example.ch', code: '123456' }]);
    });

    it('asks nothing without a link in the fragment', async () => {
      const { d, log } = deps({ current: eva, sessions: [eva] });
      expect(await runAuthCallback({ fragment: '', redirectTo: null }, d)).toMatchObject({ me: eva });
      expect(log.questions).toEqual([]);
    });
  });

  describe('when the link is opened in a browser that did not request the code', () => {
    it('asks "Als … anmelden?" and signs in once confirmed', async () => {
      const { d, log } = deps({ askFirst: true, confirmTo: true, sessions: [complete] });
      expect(await runAuthCallback({ fragment, redirectTo: '/camps' }, d)).toMatchObject({
        kind: 'signedIn',
        to: '/camps',
      });
      expect(log.confirmations).toEqual(['anna@example.ch']);
      expect(log.confirmedFlags).toEqual([false, true]);
      expect(log.verified).toEqual([{ email: 'anna@example.ch', code: '123456' }]);
    });

    it('signs nobody in and goes back to /login when declined', async () => {
      const { d, log } = deps({ askFirst: true, confirmTo: false, sessions: [complete] });
      expect(await runAuthCallback({ fragment, redirectTo: '/camps' }, d)).toEqual({ kind: 'declined' });
      expect(log.verified).toEqual([]);
      expect(log.polls).toBe(0);
    });

    it('does not ask again after the switch question was answered', async () => {
      const eva: Me = { ...complete, id: 'u2', email: 'eva@example.ch' };
      const { d, log } = deps({ current: eva, switchTo: true, askFirst: true, sessions: [complete] });
      expect(await runAuthCallback({ fragment, redirectTo: null }, d)).toMatchObject({ kind: 'signedIn' });
      expect(log.confirmations).toEqual([]);
      expect(log.confirmedFlags).toEqual([true]);
    });
  });

  it('reports anything unforeseen as "Unerwarteter Fehler."', async () => {
    const { d } = deps({ sessions: [], fetchThrows: true });
    expect(await runAuthCallback({ fragment, redirectTo: null }, d)).toEqual({
      kind: 'failed',
      message: 'Unerwarteter Fehler.',
    });
  });
});
