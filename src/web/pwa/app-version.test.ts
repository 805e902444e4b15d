import { describe, expect, it } from 'vitest';
import { fetchVersionCheck } from './app-version';

// The page's side of the version check: what it asks (its own version, past every cache) and what it accepts.

function answering(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fetcher, calls };
}

describe('fetchVersionCheck', () => {
  it('sends the running version and answers the served one', async () => {
    const answer = { hasUpdate: true, currentVersion: '1.0.0+a b', latestVersion: '1.0.0+c' };
    const { fetcher, calls } = answering(200, answer);

    expect(await fetchVersionCheck('1.0.0+a b', fetcher)).toEqual(answer);
    expect(calls).toEqual([{ url: '/version-check?current=1.0.0%2Ba%20b', init: { cache: 'no-store' } }]);
  });

  it.each([
    { status: 503, body: { error: { code: 'UNAVAILABLE' } } },
    { status: 200, body: { hasUpdate: false } },
    { status: 200, body: { hasUpdate: 'no', latestVersion: '1.0.0' } },
  ])('throws on $status $body', async ({ status, body }) => {
    await expect(fetchVersionCheck('1.0.0', answering(status, body).fetcher)).rejects.toThrow();
  });
});
