import { createNews, createPushHistory, createPushSubscription } from '../../../factories';
import { type AuthzRoute, changed, type Objects } from '../types';
import type { AuthzWorld } from '../world';
import { adminOnly } from './admin-only';

// "Neuigkeiten" and "Push" in the back office: admins only. A parent's refused write stores no news, sends no
// push and writes no audit row; the admin's lists and details cover both families alike.

const parentOf = (world: AuthzWorld, objects: Objects) => (objects === 'ofC' ? world.parentC : world.parentA);

/** A send the named family's parent received, so the recipients answer names them. */
async function historyOf(world: AuthzWorld, objects: Objects) {
  const parent = parentOf(world, objects);
  return createPushHistory(world.t.ctx.db, { recipients: [{ userId: parent.id, status: 'success' }] });
}

const news = { title: 'Neue Trikots', content: 'Die neuen Trikots sind da.' };

export const adminNewsPushAuthzRoutes: AuthzRoute[] = [
  {
    method: 'GET',
    path: '/api/admin/news',
    setup: async (world) => {
      await createNews(world.t.ctx.db);
      return {};
    },
    expected: adminOnly(['none'], 200),
  },
  {
    method: 'GET',
    path: '/api/admin/news/images',
    setup: () => ({}),
    expected: adminOnly(['none'], 200),
  },
  {
    method: 'POST',
    path: '/api/admin/news',
    setup: () => ({ body: { ...news, sendPush: true } }),
    expected: adminOnly(['none'], changed(201)),
  },
  {
    method: 'PUT',
    path: '/api/admin/news/:newsId',
    setup: async (world) => ({ params: { newsId: (await createNews(world.t.ctx.db)).id }, body: news }),
    expected: adminOnly(['none'], changed(200)),
  },
  {
    method: 'DELETE',
    path: '/api/admin/news/:newsId',
    setup: async (world) => ({ params: { newsId: (await createNews(world.t.ctx.db)).id } }),
    expected: adminOnly(['none'], changed(204)),
  },
  {
    method: 'GET',
    path: '/api/admin/push/stats',
    setup: () => ({}),
    expected: adminOnly(['none'], 200),
  },
  {
    method: 'POST',
    path: '/api/admin/push',
    setup: async (world, objects) => {
      const parent = parentOf(world, objects);
      await createPushSubscription(world.t.ctx.db, { userId: parent.id });
      return {
        body: {
          title: 'Training fällt aus',
          body: 'Heute kein Training.',
          recipients: 'selected',
          userIds: [parent.id],
        },
      };
    },
    expected: adminOnly(['ofA', 'ofC'], changed(201)),
  },
  {
    method: 'GET',
    path: '/api/admin/push/history',
    setup: async (world) => {
      await historyOf(world, 'ofA');
      return {};
    },
    expected: adminOnly(['none'], 200),
  },
  {
    method: 'GET',
    path: '/api/admin/push/history/:historyId',
    setup: async (world, objects) => ({ params: { historyId: (await historyOf(world, objects)).id } }),
    expected: adminOnly(['ofA', 'ofC'], 200),
  },
  {
    method: 'DELETE',
    path: '/api/admin/push/history/:historyId',
    setup: async (world, objects) => ({ params: { historyId: (await historyOf(world, objects)).id } }),
    expected: adminOnly(['ofA', 'ofC'], changed(204)),
  },
  {
    method: 'GET',
    path: '/api/admin/push/history/:historyId/recipients',
    setup: async (world, objects) => {
      const history = await historyOf(world, objects);
      return { params: { historyId: history.id } };
    },
    expected: adminOnly(['ofA', 'ofC'], 200),
  },
  {
    method: 'GET',
    path: '/api/admin/push/subscribers',
    setup: async (world, objects) => {
      const parent = parentOf(world, objects);
      await createPushSubscription(world.t.ctx.db, { userId: parent.id });
      return {};
    },
    expected: adminOnly(['ofA', 'ofC'], 200),
  },
  {
    method: 'GET',
    path: '/api/admin/push/parents',
    setup: async (world, objects) => {
      const parent = parentOf(world, objects);
      await createPushSubscription(world.t.ctx.db, { userId: parent.id });
      return {};
    },
    expected: adminOnly(['ofA', 'ofC'], 200),
  },
  {
    method: 'GET',
    path: '/api/admin/push/parents/ids',
    setup: async (world, objects) => {
      const parent = parentOf(world, objects);
      await createPushSubscription(world.t.ctx.db, { userId: parent.id });
      return {};
    },
    expected: adminOnly(['ofA', 'ofC'], 200),
  },
];
