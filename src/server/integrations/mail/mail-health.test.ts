import { describe, expect, it, vi } from 'vitest';
import { createMailHealth } from './mail-health';

// Whether mail is leaving: down from a failure of the server or the way to it, up again with a delivery or a probe.

function fakeServer() {
  const server = { up: false, probes: 0 };
  const transport = {
    verify: async () => {
      server.probes++;
      if (!server.up) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' });
      return true;
    },
  };
  return { server, transport };
}

describe('mail health', () => {
  it('is up until a delivery fails for the server’s sake, and up again with the next delivery', async () => {
    const { transport } = fakeServer();
    let now = 0;
    const health = createMailHealth(transport, { now: () => now });
    expect(await health.available()).toBe(true);
    health.failed(Object.assign(new Error('refused'), { code: 'ECONNECTION' }));
    now = 1_000;
    expect(await health.available()).toBe(false);
    health.delivered();
    expect(await health.available()).toBe(true);
  });

  it('is not down for one refused recipient or message', async () => {
    const { transport } = fakeServer();
    const health = createMailHealth(transport);
    health.failed(Object.assign(new Error('550 no such user'), { code: 'EENVELOPE', responseCode: 550 }));
    health.failed(Object.assign(new Error('552 too large'), { code: 'EMESSAGE', responseCode: 552 }));
    expect(await health.available()).toBe(true);
  });

  it('while down, looks at the server at most every probeEveryMs, one probe for all who ask meanwhile', async () => {
    const { server, transport } = fakeServer();
    let now = 0;
    const health = createMailHealth(transport, { now: () => now, probeEveryMs: 15_000 });
    health.failed(new Error('socket closed'));
    now = 14_999;
    expect(await health.available()).toBe(false);
    expect(server.probes).toBe(0);
    now = 15_000;
    expect(await Promise.all([health.available(), health.available(), health.available()])).toEqual([
      false,
      false,
      false,
    ]);
    expect(server.probes).toBe(1);
    // Still down, and the last look was just now.
    now = 20_000;
    expect(await health.available()).toBe(false);
    expect(server.probes).toBe(1);
    server.up = true;
    now = 30_000;
    expect(await health.available()).toBe(true);
    expect(server.probes).toBe(2);
    expect(await health.available()).toBe(true);
  });

  it('counts a probe that hangs as down, after probeTimeoutMs', async () => {
    const health = createMailHealth(
      { verify: () => new Promise(() => {}) },
      { probeEveryMs: 10, probeTimeoutMs: 20 },
    );
    health.failed(new Error('timeout'));
    await new Promise((resolve) => setTimeout(resolve, 15));
    expect(await health.available()).toBe(false);
    health.delivered();
  });

  it('looks at the server on its own while down, and tells who waits once it is back', async () => {
    const { server, transport } = fakeServer();
    const health = createMailHealth(transport, { probeEveryMs: 20 });
    let recovered = 0;
    health.onRecovered(() => recovered++);
    health.failed(new Error('socket closed'));
    await new Promise((resolve) => setTimeout(resolve, 70));
    expect(server.probes).toBeGreaterThanOrEqual(2);
    expect(recovered).toBe(0);
    server.up = true;
    await vi.waitFor(() => expect(recovered).toBe(1), { timeout: 1000, interval: 10 });
    const probes = server.probes;
    await new Promise((resolve) => setTimeout(resolve, 60));
    // Up: no more looking, and a delivery now ends no outage.
    expect(server.probes).toBe(probes);
    health.delivered();
    expect(recovered).toBe(1);
  });
});
