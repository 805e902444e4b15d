import { type AuthzRoute, changed } from '../types';

// Shop: any signed-in parent (or admin) reads the catalogue and orders for themselves; a tampered price is
// refused for everyone, and writes nothing.

const trikot = { productId: 'trikot-set', size: '152', quantity: 1, unitPrice: 9000 };
const contact = { name: 'Matrix Test', phone: null };

export const shopAuthzRoutes: AuthzRoute[] = [
  {
    method: 'GET',
    path: '/api/shop/catalogue',
    setup: () => ({}),
    expected: { none: { anonymous: 401, parentA: 200, partnerB: 200, parentC: 200, admin: 200 } },
  },
  {
    method: 'POST',
    path: '/api/shop/orders',
    setup: () => ({ body: { parent: contact, items: [trikot], total: 9000 } }),
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
    method: 'POST',
    path: '/api/shop/orders',
    label: 'tampered price',
    setup: () => ({ body: { parent: contact, items: [{ ...trikot, unitPrice: 1 }], total: 1 } }),
    expected: { none: { anonymous: 401, parentA: 422, partnerB: 422, parentC: 422, admin: 422 } },
  },
];
