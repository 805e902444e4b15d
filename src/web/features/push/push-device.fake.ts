import { vi } from 'vitest';
import type { PushDevice } from './push-device';

// A browser stand-in for the push screens' tests: permission, a push manager that hands out subscriptions, and a
// fetch that plays the server's push endpoints.

export const TEST_VAPID_KEY =
  'BPCfh4QEpEPnknmMXeEH-kER3rXGVJyrSRZuXP2miXz4sw1vleoPiH9u5xudVay3oDIOaOFQj_8-yxSuYWuCAA4';

function fakeSubscription(endpoint: string, applicationServerKey: ArrayBuffer | null = null) {
  return {
    endpoint,
    options: { applicationServerKey },
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
    }),
    unsubscribe: vi.fn(async () => true),
  };
}

export function fakePushDevice(options: {
  supported?: boolean;
  permission?: NotificationPermission;
  /** What the permission prompt answers. */
  answer?: NotificationPermission;
  subscribedEndpoint?: string | null;
  /** The server key the existing subscription was made with (null: another, or unknown). */
  subscribedKey?: ArrayBuffer | null;
  noWorker?: boolean;
}) {
  let permission = options.permission ?? 'default';
  let current = options.subscribedEndpoint
    ? fakeSubscription(options.subscribedEndpoint, options.subscribedKey ?? null)
    : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      current = fakeSubscription('https://push.example/new-device');
      return current;
    }),
  };
  const device: PushDevice = {
    supported: () => options.supported ?? true,
    permission: () => permission,
    requestPermission: vi.fn(async () => {
      permission = options.answer ?? 'granted';
      return permission;
    }),
    registration: async () => (options.noWorker ? null : ({ pushManager } as never)),
    subscriptionEndpoint: async () => current?.endpoint ?? null,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    maxTouchPoints: 5,
    installed: false,
  };
  return { device, pushManager, current: () => current };
}

interface FakeServer {
  subscriptions: { id: string; endpoint: string }[];
  /** Endpoints another account holds: posting one answers 409 PUSH_DEVICE_TAKEN. */
  takenByOthers: string[];
  posted: unknown[];
  deleted: string[];
  status: Partial<Record<'key' | 'post' | 'delete', number>>;
}

/** Stubs global fetch with the server's push endpoints. */
export function stubPushServer(initial: { id: string; endpoint: string }[] = []): FakeServer {
  const server: FakeServer = {
    subscriptions: [...initial],
    takenByOthers: [],
    posted: [],
    deleted: [],
    status: {},
  };
  const json = (status: number, body?: unknown) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      if (url.endsWith('/api/push/vapid-public-key')) {
        const status = server.status.key ?? 200;
        return new Response(status === 200 ? TEST_VAPID_KEY : 'x', { status });
      }
      if (url.endsWith('/api/push/subscriptions') && method === 'GET') {
        const list = server.subscriptions.map((s) => ({
          ...s,
          deviceInfo: null,
          createdAt: '2026-05-01T08:00:00.000Z',
          lastNotificationAt: null,
        }));
        return json(200, { subscriptions: list });
      }
      if (url.endsWith('/api/push/subscriptions') && method === 'POST') {
        const status = server.status.post ?? 201;
        if (status !== 201)
          return json(status, { error: { code: status === 401 ? 'UNAUTHENTICATED' : 'INTERNAL' } });
        const body = JSON.parse(String(init?.body)) as { subscription: { endpoint: string } };
        server.posted.push(body);
        if (server.takenByOthers.includes(body.subscription.endpoint))
          return json(409, { error: { code: 'PUSH_DEVICE_TAKEN' } });
        server.subscriptions.push({
          id: `id-${server.subscriptions.length + 1}`,
          endpoint: body.subscription.endpoint,
        });
        return json(201, { subscription: body.subscription });
      }
      const remove = /\/api\/push\/subscriptions\/([^/]+)$/.exec(url);
      if (remove && method === 'DELETE') {
        const status = server.status.delete ?? 204;
        if (status !== 204) return json(status, { error: { code: 'INTERNAL' } });
        server.deleted.push(remove[1]!);
        server.subscriptions = server.subscriptions.filter((s) => s.id !== remove[1]);
        return new Response(null, { status: 204 });
      }
      return json(404, { error: { code: 'NOT_FOUND' } });
    }),
  );
  return server;
}
