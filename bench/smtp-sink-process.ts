import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// bench/smtp-sink.ts started as its own process: the SMTP_URL for the server, the sign-in codes as they arrive, and
// how many messages arrived (all, and distinct by Message-ID).

export interface SmtpSink {
  url: string;
  /** The next sign-in code mailed to `email` (codes that came before anyone asked are kept for the asker). */
  codeFor(email: string, timeoutMs: number): Promise<string>;
  count(): Promise<{ received: number; distinct: number }>;
  stop(): Promise<void>;
}

type SinkMessage =
  | { type: 'ready'; port: number }
  | { type: 'code'; to: string; code: string }
  | { type: 'count'; received: number; distinct: number };

export async function startSmtpSink(): Promise<SmtpSink> {
  const child = fork(fileURLToPath(new URL('./smtp-sink.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const codes = new Map<string, string[]>();
  const codeWaiters = new Map<string, (code: string) => void>();
  let countWaiter: ((count: { received: number; distinct: number }) => void) | undefined;
  const port = await new Promise<number>((resolve, reject) => {
    child.on('message', (message: SinkMessage) => {
      if (message.type === 'ready') resolve(message.port);
      else if (message.type === 'code') {
        const waiter = codeWaiters.get(message.to);
        codeWaiters.delete(message.to);
        if (waiter) waiter(message.code);
        else codes.set(message.to, [...(codes.get(message.to) ?? []), message.code]);
      } else if (message.type === 'count') {
        countWaiter?.(message);
        countWaiter = undefined;
      }
    });
    child.once('exit', (code) => reject(new Error(`SMTP-Senke beendet mit Code ${code}`)));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    codeFor(email, timeoutMs) {
      const early = codes.get(email)?.shift();
      if (early) return Promise.resolve(early);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          codeWaiters.delete(email);
          reject(new Error(`kein Anmeldecode für ${email} innert ${timeoutMs} ms`));
        }, timeoutMs);
        codeWaiters.set(email, (code) => {
          clearTimeout(timer);
          resolve(code);
        });
      });
    },
    count() {
      return new Promise((resolve) => {
        countWaiter = resolve;
        child.send({ type: 'count' });
      });
    },
    stop: () => stopChild(child),
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
