import { describe, expect, it } from 'vitest';
import {
  NEWS_LIST_LIMIT,
  type NewsListResponse,
  type NewsReadResponse,
} from '../../src/domain/news/news-api';
import { news } from '../../src/server/db/schema';
import { createNews, createParent, linkSecondParent, markNewsRead, newsValues } from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';

// Dashboard "Neuigkeiten" (parent-portal.md sections 2, 7 and 8): every parent sees the newest news, unread first;
// the read state belongs to the user who marked it, so a linked second parent keeps their own.

const t = setupTestApp();

async function world() {
  const db = t.ctx.db;
  const parent = await createParent(db);
  const partner = await createParent(db);
  await linkSecondParent(db, { parentId: parent.id, secondParentId: partner.id });
  const oldest = await createNews(db, { title: 'Alt', createdAt: new Date('2026-01-10T08:00:00Z') });
  const middle = await createNews(db, { title: 'Mitte', createdAt: new Date('2026-02-10T08:00:00Z') });
  const newest = await createNews(db, { title: 'Neu', createdAt: new Date('2026-03-10T08:00:00Z') });
  return {
    parent: { ...parent, cookie: await sessionCookieFor(t, parent.id) },
    partner: { ...partner, cookie: await sessionCookieFor(t, partner.id) },
    oldest,
    middle,
    newest,
  };
}

async function list(cookie: string): Promise<NewsListResponse> {
  const res = await t.request('/api/news', { headers: { cookie } });
  expect(res.status).toBe(200);
  return res.json();
}

const mark = (cookie: string, newsId: string) =>
  t.request(`/api/news/${newsId}/read`, { method: 'POST', headers: { cookie } });

/** Only the items this test created (other tests' news share the database). */
function titles(body: NewsListResponse, ids: string[]): [string, boolean][] {
  return body.news.filter((n) => ids.includes(n.id)).map((n) => [n.title, n.isRead]);
}

describe('news read state', () => {
  it('lists unread news first, newest first, and read news after them', async () => {
    const w = await world();
    await markNewsRead(t.ctx.db, { newsId: w.newest.id, userId: w.parent.id });
    const ids = [w.oldest.id, w.middle.id, w.newest.id];

    expect(titles(await list(w.parent.cookie), ids)).toEqual([
      ['Mitte', false],
      ['Alt', false],
      ['Neu', true],
    ]);
  });

  it('marks an item read for the user: it moves behind the unread ones and the count drops by one', async () => {
    const w = await world();
    t.clock.set('2026-03-12T09:30:00Z');
    const before = await list(w.parent.cookie);

    const res = await mark(w.parent.cookie, w.middle.id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as NewsReadResponse;
    expect(body).toEqual({ newsId: w.middle.id, readAt: '2026-03-12T09:30:00.000Z' });

    const after = await list(w.parent.cookie);
    expect(after.unreadCount).toBe(before.unreadCount - 1);
    const item = after.news.find((n) => n.id === w.middle.id);
    expect(item).toMatchObject({ isRead: true, readAt: '2026-03-12T09:30:00.000Z' });
    const count = await t.request('/api/news/unread-count', { headers: { cookie: w.parent.cookie } });
    expect(await count.json()).toEqual({ count: after.unreadCount });
  });

  it('keeps a read state per user: the linked second parent still sees the item unread', async () => {
    const w = await world();
    const partnerBefore = await list(w.partner.cookie);

    expect((await mark(w.parent.cookie, w.newest.id)).status).toBe(200);

    const partnerAfter = await list(w.partner.cookie);
    expect(partnerAfter.unreadCount).toBe(partnerBefore.unreadCount);
    expect(partnerAfter.news.find((n) => n.id === w.newest.id)).toMatchObject({
      isRead: false,
      readAt: null,
    });
    const parentAfter = await list(w.parent.cookie);
    expect(parentAfter.news.find((n) => n.id === w.newest.id)?.isRead).toBe(true);
  });

  it('is idempotent: marking again keeps the first read time', async () => {
    const w = await world();
    t.clock.set('2026-03-12T09:30:00Z');
    await mark(w.parent.cookie, w.oldest.id);
    t.clock.set('2026-03-13T18:00:00Z');

    const again = await mark(w.parent.cookie, w.oldest.id);
    expect(again.status).toBe(200);
    expect(((await again.json()) as NewsReadResponse).readAt).toBe('2026-03-12T09:30:00.000Z');
  });

  it('answers 404 for an unknown or malformed news id and writes nothing', async () => {
    const w = await world();
    const before = await list(w.parent.cookie);

    const unknown = await mark(w.parent.cookie, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    expect((await mark(w.parent.cookie, 'not-a-uuid')).status).toBe(404);
    expect((await list(w.parent.cookie)).unreadCount).toBe(before.unreadCount);
  });

  it('refuses a caller without a session', async () => {
    const w = await world();
    expect((await t.request('/api/news')).status).toBe(401);
    expect((await t.request(`/api/news/${w.newest.id}/read`, { method: 'POST' })).status).toBe(401);
  });

  // Last: its items are newer than every other test's, so they would push those out of the newest ones.
  it('shows and counts the newest items only: an older unread item is neither listed nor counted', async () => {
    const w = await world();
    const newest = Array.from({ length: NEWS_LIST_LIMIT }, (_, i) =>
      newsValues({ title: `Neu ${i}`, createdAt: new Date(Date.UTC(2027, 0, 1 + i)) }),
    );
    const shown = await t.ctx.db.insert(news).values(newest).returning();
    await markNewsRead(t.ctx.db, { newsId: shown[0]!.id, userId: w.parent.id });

    const body = await list(w.parent.cookie);
    expect(body.news.map((n) => n.id).sort()).toEqual(shown.map((n) => n.id).sort());
    expect(body.news.at(-1)).toMatchObject({ id: shown[0]!.id, isRead: true });
    expect(body.news[0]).toMatchObject({ title: `Neu ${NEWS_LIST_LIMIT - 1}`, isRead: false });
    expect(body.unreadCount).toBe(NEWS_LIST_LIMIT - 1);
    const count = await t.request('/api/news/unread-count', { headers: { cookie: w.parent.cookie } });
    expect(await count.json()).toEqual({ count: NEWS_LIST_LIMIT - 1 });
  });
});
