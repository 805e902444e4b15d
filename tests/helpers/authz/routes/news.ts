import { createNews } from '../../../factories';
import { type AuthzRoute, changed } from '../types';

// Dashboard "Neuigkeiten": every signed-in parent (and admin) reads all news; marking read writes only the caller's
// own read state.

const everyoneSignedIn = (ok: number | ReturnType<typeof changed>) => ({
  none: { anonymous: 401, parentA: ok, partnerB: ok, parentC: ok, admin: ok },
});

export const newsAuthzRoutes: AuthzRoute[] = [
  { method: 'GET', path: '/api/news', setup: () => ({}), expected: everyoneSignedIn(200) },
  { method: 'GET', path: '/api/news/unread-count', setup: () => ({}), expected: everyoneSignedIn(200) },
  {
    method: 'POST',
    path: '/api/news/:id/read',
    setup: async (world) => ({ params: { id: (await createNews(world.t.ctx.db)).id } }),
    expected: everyoneSignedIn(changed(200)),
  },
  {
    method: 'POST',
    path: '/api/news/:id/read',
    label: 'unknown news item',
    setup: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }),
    expected: everyoneSignedIn(404),
  },
];
