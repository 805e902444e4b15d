import type { MailTransport } from './mail-transport';

// Whether mail is leaving this process right now, as its deliveries tell (issue 27: SMTP down for minutes). A sign-in
// code is good for ten minutes: asked while the mail server is down, "code sent" would be a promise the product cannot
// keep, so the code request answers "try again" instead (features/auth/request-code.ts). Down means the last delivery
// failed for a reason of the server or the way to it (not a refused recipient) and none has gone through since. While
// down, a request may probe the server itself (a connection and greeting, no mail), at most every `probeEveryMs`, so
// the first request after the outage learns it is over even when no mail is waiting to show it.

/** Failures that say nothing about the mail server: this one mail or address was refused. */
const MESSAGE_ERRORS = new Set(['EENVELOPE', 'EMESSAGE']);

export interface MailHealth {
  /** A mail went through. */
  delivered(): void;
  /** A mail failed: `error` as nodemailer threw it. */
  failed(error: unknown): void;
  /** True when mail is leaving; while down, probes the server (bounded) when the last look is old enough. */
  available(): Promise<boolean>;
}

export interface MailHealthOptions {
  probeEveryMs?: number;
  probeTimeoutMs?: number;
  now?: () => number;
}

export function createMailHealth(
  transport: Pick<MailTransport, 'verify'>,
  { probeEveryMs = 15_000, probeTimeoutMs = 3_000, now = Date.now }: MailHealthOptions = {},
): MailHealth {
  let downSince: number | null = null;
  let lastLook = 0;
  let probing: Promise<boolean> | null = null;

  const probe = async (): Promise<boolean> => {
    if (!transport.verify) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('probe timed out')), probeTimeoutMs);
    });
    try {
      await Promise.race([transport.verify(), timeout]);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    delivered() {
      downSince = null;
    },
    failed(error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code === 'string' && MESSAGE_ERRORS.has(code)) return;
      lastLook = now();
      downSince ??= lastLook;
    },
    async available() {
      if (downSince === null) return true;
      if (now() - lastLook < probeEveryMs) return false;
      // One probe at a time; the requests meanwhile share its answer.
      probing ??= probe().then((up) => {
        lastLook = now();
        if (up) downSince = null;
        probing = null;
        return up;
      });
      return probing;
    },
  };
}
