import type { BenchFamily } from './bench-data';

// One race: every family posts its booking at the same moment; each answer is timed and classified.

export interface RaceResult {
  booked: number;
  fullyBooked: number;
  otherRefusals: Record<string, number>;
  serverErrors: number;
  networkErrors: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  wallMs: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export async function race(
  url: string,
  families: BenchFamily[],
  requestTimeoutMs: number,
): Promise<RaceResult> {
  const result: RaceResult = {
    booked: 0,
    fullyBooked: 0,
    otherRefusals: {},
    serverErrors: 0,
    networkErrors: 0,
    p50Ms: 0,
    p99Ms: 0,
    maxMs: 0,
    wallMs: 0,
  };
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    families.map(async ({ childId, cookie }) => {
      const t0 = performance.now();
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ childIds: [childId], acceptTerms: true }),
          signal: AbortSignal.timeout(requestTimeoutMs),
        });
        const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
        latencies.push(performance.now() - t0);
        if (response.status === 201) result.booked += 1;
        else if (response.status >= 500) result.serverErrors += 1;
        else if (body?.error?.code === 'FULLY_BOOKED') result.fullyBooked += 1;
        else {
          const key = `${response.status} ${body?.error?.code ?? '?'}`;
          result.otherRefusals[key] = (result.otherRefusals[key] ?? 0) + 1;
        }
      } catch {
        result.networkErrors += 1;
      }
    }),
  );
  result.wallMs = performance.now() - started;
  latencies.sort((a, b) => a - b);
  result.p50Ms = percentile(latencies, 50);
  result.p99Ms = percentile(latencies, 99);
  result.maxMs = latencies.at(-1) ?? 0;
  return result;
}
