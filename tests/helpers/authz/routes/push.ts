import { createECDH, randomBytes } from 'node:crypto';
import { createPushSubscription } from '../../../factories';
import { type AuthzRoute, changed, type Objects } from '../types';
import type { AuthzWorld } from '../world';

// Push devices belong to one account, not to the family: the linked second parent does not see or remove A's
// device, and neither does an admin through the parent API.

async function deviceOf(world: AuthzWorld, objects: Objects) {
  const owner = objects === 'ofC' ? world.parentC : world.parentA;
  return createPushSubscription(world.t.ctx.db, { userId: owner.id });
}

function browserSubscription() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.test/send/${randomBytes(12).toString('base64url')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

const ownerOnly = {
  ofA: { anonymous: 401, parentA: changed(204), partnerB: 404, parentC: 404, admin: 404 },
  ofC: { anonymous: 401, parentA: 404, partnerB: 404, parentC: changed(204), admin: 404 },
};

export const pushAuthzRoutes: AuthzRoute[] = [
  {
    method: 'GET',
    path: '/api/push/subscriptions',
    // Lists the caller's own devices: the endpoint (a capability URL) never reaches anyone else.
    setup: async (world, objects) => {
      const device = await deviceOf(world, objects);
      return { secrets: [device.endpoint], neverShown: [device.p256dh, device.auth] };
    },
    expected: {
      ofA: { anonymous: 401, parentA: 200, partnerB: 200, parentC: 200, admin: 200 },
      ofC: { anonymous: 401, parentA: 200, partnerB: 200, parentC: 200, admin: 200 },
    },
  },
  {
    method: 'POST',
    path: '/api/push/subscriptions',
    setup: () => ({ body: { subscription: browserSubscription(), deviceInfo: 'Android · Chrome' } }),
    expected: {
      none: {
        anonymous: 401,
        parentA: changed(201),
        partnerB: changed(201),
        parentC: changed(201),
        admin: changed(201),
      },
    },
  },
  {
    method: 'DELETE',
    path: '/api/push/subscriptions/:id',
    setup: async (world, objects) => {
      const device = await deviceOf(world, objects);
      return { params: { id: device.id }, secrets: [device.endpoint] };
    },
    expected: ownerOnly,
  },
];
