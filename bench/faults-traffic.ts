import type { BenchFamily } from './bench-data';
import { percentile } from './percentile';

// Traffic for the drills that need a steady load rather than a rush: parents browsing, booking and cancelling in a
// loop, each answer timed and classified with the moment it came.

export interface Answer {
  at: number;
  ms: number;
  status: number;
  what: string;
}

// A 30-minute soak records about 700,000 answers: kept as columns of numbers (one small array per field, the kind as
// an index into a short list) rather than an object per answer, so the recorder's own heap stays small and its
// garbage collector does not stall the loops it is timing (the soak's clients saw every kind of request grow slower
// at the end, the server's own histogram did not).
export class TrafficLog {
  private readonly at: number[] = [];
  private readonly ms: number[] = [];
  private readonly status: number[] = [];
  private readonly kind: number[] = [];
  private readonly kindNames: string[] = [];
  readonly networkErrors: string[] = [];

  record(answer: Answer): void {
    let kind = this.kindNames.indexOf(answer.what);
    if (kind < 0) kind = this.kindNames.push(answer.what) - 1;
    this.at.push(answer.at);
    this.ms.push(answer.ms);
    this.status.push(answer.status);
    this.kind.push(kind);
  }

  private answer(i: number): Answer {
    return {
      at: this.at[i]!,
      ms: this.ms[i]!,
      status: this.status[i]!,
      what: this.kindNames[this.kind[i]!]!,
    };
  }

  private indexes(from: number, to: number, what?: string): number[] {
    const kind = what === undefined ? -1 : this.kindNames.indexOf(what);
    const found: number[] = [];
    for (let i = 0; i < this.at.length; i++) {
      const at = this.at[i]!;
      if (at >= from && at < to && (kind < 0 || this.kind[i] === kind)) found.push(i);
    }
    return what !== undefined && kind < 0 ? [] : found;
  }

  serverErrors(from = 0, to = Number.POSITIVE_INFINITY): Answer[] {
    return this.indexes(from, to)
      .filter((i) => this.status[i]! >= 500)
      .map((i) => this.answer(i));
  }

  /** p-th percentile latency of the answers that came in [from, to), of one kind of request when `what` is given. */
  percentile(p: number, from = 0, to = Number.POSITIVE_INFINITY, what?: string): number {
    const ms = Float64Array.from(this.indexes(from, to, what), (i) => this.ms[i]!).sort();
    return percentile(Array.from(ms), p);
  }

  /** The `n` slowest answers, slowest first. */
  slowest(n: number): Answer[] {
    return this.indexes(0, Number.POSITIVE_INFINITY)
      .sort((x, y) => this.ms[y]! - this.ms[x]!)
      .slice(0, n)
      .map((i) => this.answer(i));
  }

  /** The kinds of request seen ("book", "admin payments", ...). */
  kinds(): string[] {
    return [...this.kindNames].sort();
  }

  count(from = 0, to = Number.POSITIVE_INFINITY): number {
    return this.indexes(from, to).length;
  }
}

const CLIENT_TIMEOUT_MS = 15_000;

async function call(
  log: TrafficLog,
  what: string,
  url: string,
  init: { method?: string; cookie: string; body?: unknown; origin: string },
): Promise<{ status: number; text: string }> {
  const t0 = performance.now();
  try {
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        cookie: init.cookie,
        ...(init.method && init.method !== 'GET' ? { origin: init.origin } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const text = await response.text();
    log.record({ at: performance.now(), ms: performance.now() - t0, status: response.status, what });
    return { status: response.status, text };
  } catch (err) {
    log.networkErrors.push(`${what}: ${String(err)}`);
    return { status: 0, text: '' };
  }
}

/** The payment a booking answer created (BookingResponse), if any. */
function paymentIdOf(text: string): string | undefined {
  try {
    return (JSON.parse(text) as { registrations?: { payment?: { id?: string } }[] }).registrations?.[0]
      ?.payment?.id;
  } catch {
    return undefined;
  }
}

/**
 * One parent until `until()` says stop: the trainings list, a booking, who am I, with `pay` a Stripe checkout of the
 * booking's payment, the cancellation; a short pause between rounds. `baseUrl` is the balancer (or the one server);
 * writes carry its origin.
 */
export async function parentLoop(
  log: TrafficLog,
  baseUrl: string,
  family: BenchFamily,
  sessionId: string,
  until: () => boolean,
  { pauseMs = 200, pay = false }: { pauseMs?: number; pay?: boolean } = {},
): Promise<void> {
  const origin = new URL(baseUrl).origin;
  const { cookie, childId } = family;
  while (!until()) {
    await call(log, 'trainings', `${baseUrl}/api/trainings`, { cookie, origin });
    const booked = await call(log, 'book', `${baseUrl}/api/trainings/${sessionId}/registrations`, {
      method: 'POST',
      cookie,
      origin,
      body: { childIds: [childId], acceptTerms: true },
    });
    await call(log, 'me', `${baseUrl}/api/me`, { cookie, origin });
    const paymentId = pay && booked.status === 201 ? paymentIdOf(booked.text) : undefined;
    if (paymentId)
      await call(log, 'pay', `${baseUrl}/api/payments/checkout`, {
        method: 'POST',
        cookie,
        origin,
        body: { kind: 'training', paymentId },
      });
    await call(log, 'cancel', `${baseUrl}/api/trainings/${sessionId}/registrations/${childId}`, {
      method: 'DELETE',
      cookie,
      origin,
    });
    await new Promise((r) => setTimeout(r, pauseMs * (0.5 + Math.random())));
  }
}

/** An admin until `until()` says stop: the lists the back office opens most, one after the other. */
export async function adminLoop(
  log: TrafficLog,
  baseUrl: string,
  cookie: string,
  until: () => boolean,
  pauseMs = 500,
): Promise<void> {
  const origin = new URL(baseUrl).origin;
  while (!until()) {
    for (const list of ['parents', 'payments', 'trainings', 'children'])
      await call(log, `admin ${list}`, `${baseUrl}/api/admin/${list}`, { cookie, origin });
    await new Promise((r) => setTimeout(r, pauseMs * (0.5 + Math.random())));
  }
}
