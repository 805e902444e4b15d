import type { MailTransport } from './mail-transport';

// Whether mail is leaving this process right now, as its deliveries tell (issue 27: SMTP down for minutes). A sign-in
// code is good for ten minutes: asked while the mail server is down, "code sent" would be a promise the product cannot
// keep, so the code request answers "try again" instead (features/auth/request-code.ts). Down means the last delivery
// failed for a reason of the server or the way to it (not a refused recipient) and none has gone through since. While
// down, the server is looked at (a connection and greeting, no mail) every `probeEveryMs`, on its own and when a
// request asks, so the end of an outage is known even when no mail is due to show it; whoever waits for that end
// (`onRecovered`: the queues' mails waiting for their next attempt) is told at once.

/** Failures that say nothing about the mail server: this one mail or address was refused. */
const MESSAGE_ERRORS = new Set(['EENVELOPE', 'EMESSAGE']);

export interface MailHealth {
  /** A mail went through. */
  delivered(): void;
  /** A mail failed: `error` as nodemailer threw it. */
  failed(error: unknown): void;
  /** True when mail is leaving; while down, probes the server (bounded) when the last look is old enough. */
  available(): Promise<boolean>;
  /** Calls `listener` each time an outage ends (a delivery or a probe went through). */
  onRecovered(listener: () => void): void;
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
  let watch: NodeJS.Timeout | undefined;
  const listeners: (() => void)[] = [];

  const up = () => {
    if (downSince === null) return;
    downSince = null;
    clearTimeout(watch);
    watch = undefined;
    for (const listener of listeners) listener();
  };

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

  // One probe at a time; whoever asks meanwhile shares its answer.
  const look = (): Promise<boolean> => {
    probing ??= probe().then((reached) => {
      lastLook = now();
      probing = null;
      if (reached) up();
      return reached;
    });
    return probing;
  };
  // While down, the server is looked at on a timer too (not holding the process open).
  const keepLooking = () => {
    watch = setTimeout(async () => {
      if (downSince === null) return;
      await look();
      if (downSince !== null) keepLooking();
    }, probeEveryMs);
    watch.unref();
  };

  return {
    delivered: up,
    failed(error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (typeof code === 'string' && MESSAGE_ERRORS.has(code)) return;
      lastLook = now();
      if (downSince !== null) return;
      downSince = lastLook;
      if (transport.verify) keepLooking();
    },
    async available() {
      if (downSince === null) return true;
      if (now() - lastLook < probeEveryMs) return false;
      return look();
    },
    onRecovered(listener) {
      listeners.push(listener);
    },
  };
}
