import type { BenchFamily } from './bench-data';
import { postJson } from './http-client';
import { percentile } from './percentile';

// One race: every family posts its booking at the same moment, each on its own connection (as separate phones
// would); each answer is timed and classified. With several servers (app instances on one database) the families
// are dealt out to them in turn, as a load balancer would.

function errorCode(text: string): string | undefined {
  try {
    return (JSON.parse(text) as { error?: { code?: string } }).error?.code;
  } catch {
    return undefined;
  }
}

export interface RaceResult {
  booked: number;
  fullyBooked: number;
  otherRefusals: Record<string, number>;
  serverErrors: number;
  networkErrors: number;
  /** The distinct causes of network errors (a client-side problem, not an answer of the server). */
  networkErrorCauses: string[];
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  wallMs: number;
}

export async function race(
  serverUrls: readonly string[],
  path: string,
  families: BenchFamily[],
  requestTimeoutMs: number,
): Promise<RaceResult> {
  const result: RaceResult = {
    booked: 0,
    fullyBooked: 0,
    otherRefusals: {},
    serverErrors: 0,
    networkErrors: 0,
    networkErrorCauses: [],
    p50Ms: 0,
    p99Ms: 0,
    maxMs: 0,
    wallMs: 0,
  };
  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    families.map(async ({ childId, cookie }, i) => {
      const t0 = performance.now();
      try {
        const response = await postJson(
          `${serverUrls[i % serverUrls.length]}${path}`,
          { childIds: [childId], acceptTerms: true },
          { cookie, timeoutMs: requestTimeoutMs },
        );
        latencies.push(performance.now() - t0);
        const code = errorCode(response.text);
        if (response.status === 201) result.booked += 1;
        else if (response.status >= 500) result.serverErrors += 1;
        else if (code === 'FULLY_BOOKED') result.fullyBooked += 1;
        else {
          const key = `${response.status} ${code ?? '?'}`;
          result.otherRefusals[key] = (result.otherRefusals[key] ?? 0) + 1;
        }
      } catch (err) {
        result.networkErrors += 1;
        const cause = String(err);
        if (!result.networkErrorCauses.includes(cause)) result.networkErrorCauses.push(cause);
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
