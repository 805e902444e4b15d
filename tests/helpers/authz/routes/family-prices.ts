import { createCamp, createSession } from '../../../factories';
import { type AuthzRoute, changed } from '../types';
import { adminOnly } from './admin-only';

// Family prices (decision 053): the admin's sibling discount rules, and the parent's price before confirming a camp
// or training sign-up, which names the family's children: another family's child, or any for an admin in the
// portal, is 404.

const rule = { offerKind: 'camp', validFrom: '2030-01-01', secondChildPercent: 10, thirdChildPercent: 20 };

const quoteAnswers: AuthzRoute['expected'] = {
  ofA: { anonymous: 401, parentA: 200, partnerB: 200, parentC: 404, admin: 404 },
  ofC: { anonymous: 401, parentA: 404, partnerB: 404, parentC: 200, admin: 404 },
};

export const familyPricesAuthzRoutes: AuthzRoute[] = [
  {
    method: 'GET',
    path: '/api/admin/sibling-discounts',
    setup: () => ({}),
    expected: adminOnly(['none'], 200),
  },
  {
    method: 'PUT',
    path: '/api/admin/sibling-discounts',
    setup: () => ({ body: rule }),
    expected: adminOnly(['none'], changed(200)),
  },
  {
    method: 'POST',
    path: '/api/camps/:campId/price-quote',
    setup: async (world, objects) => {
      const child = objects === 'ofC' ? world.childOfC : world.childOfA;
      const camp = await createCamp(world.t.ctx.db);
      return { params: { campId: camp.id }, body: { childIds: [child.id] }, secrets: [child.firstName] };
    },
    expected: quoteAnswers,
  },
  {
    method: 'POST',
    path: '/api/trainings/:sessionId/price-quote',
    setup: async (world, objects) => {
      const child = objects === 'ofC' ? world.childOfC : world.childOfA;
      const session = await createSession(world.t.ctx.db);
      return {
        params: { sessionId: session.id },
        body: { childIds: [child.id] },
        secrets: [child.firstName],
      };
    },
    expected: quoteAnswers,
  },
];
