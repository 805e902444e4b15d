import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminNewsPage, AdminNewsResponse, NewsImagesPage } from '../../src/domain/news/admin-news-api';
import type { NewsListResponse } from '../../src/domain/news/news-api';
import { news, newsReads, pushHistory } from '../../src/server/db/schema';
import { PUSH_QUEUE } from '../../src/server/features/push';
import {
  createNews,
  createParent,
  createPhoto,
  createPhotoFolder,
  createPushSubscription,
  markNewsRead,
} from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';
import { auditRowsOf, call, errorOf, type SignedInAdmin, signedInAdmin } from './admin-fixtures';

// /api/admin/news: the "Neuigkeiten" screen. Title and content are required; an image comes only from the news
// folder; "send push" queues one push to every device in the same transaction as the item (once per item); an AHV
// number is refused before anything is stored; every write has its audit row; parents see the text as it was typed.

const t = setupTestApp();
let a: SignedInAdmin;
beforeAll(async () => {
  a = await signedInAdmin(t);
});

async function json<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

const create = (body: unknown) => call(t, a.cookie, 'POST', '/admin/news', body);
const update = (id: string, body: unknown) => call(t, a.cookie, 'PUT', `/admin/news/${id}`, body);

async function newsCount() {
  const [row] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(news);
  return row!.n;
}

async function pushJobs(historyId: string) {
  const result = await t.ctx.db.execute<{ data: { subscriptionId: string; payload: { title: string } } }>(
    sql`select data from pgboss.job where name = ${PUSH_QUEUE} and data->>'historyId' = ${historyId}`,
  );
  return result.rows.map((r) => r.data);
}

async function historyRow(id: string) {
  const [row] = await t.ctx.db.select().from(pushHistory).where(eq(pushHistory.id, id));
  return row;
}

describe('publishing', () => {
  it('stores the item, audits it, and every parent sees its text exactly as typed', async () => {
    const parent = await createParent(t.ctx.db);
    const content = 'Zeile eins\n<script>alert("x")</script>\n<b>fett?</b>';
    const { news: item, push } = await json<AdminNewsResponse>(
      await create({ title: '  Neue Trainingszeiten  ', content }),
      201,
    );
    expect(item).toMatchObject({ title: 'Neue Trainingszeiten', content, sendPush: false, imageUrl: null });
    expect(push).toBeNull();
    expect(await auditRowsOf(t, 'news', item.id)).toEqual([
      expect.objectContaining({ action: 'news.create', actorId: a.admin.id }),
    ]);

    const cookie = await sessionCookieFor(t, parent.id);
    const seen = await json<NewsListResponse>(await t.request('/api/news', { headers: { cookie } }));
    expect(seen.news.find((n) => n.id === item.id)).toMatchObject({ content, isRead: false });
  });

  it.each([
    [{ title: '', content: 'Text' }],
    [{ title: 'Titel', content: '   ' }],
    [{ content: 'Text' }],
    [{ title: 'Titel' }],
  ])('refuses %j with the spec text and stores nothing', async (body) => {
    const before = await newsCount();
    const res = await create(body);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('VALIDATION');
    expect(await newsCount()).toBe(before);
  });

  it('with "send push" queues one push per device to all parents, with the news texts cut to the push limits', async () => {
    const [p1, p2] = [await createParent(t.ctx.db), await createParent(t.ctx.db)];
    await createPushSubscription(t.ctx.db, { userId: p1.id });
    await createPushSubscription(t.ctx.db, { userId: p1.id });
    await createPushSubscription(t.ctx.db, { userId: p2.id });
    const [{ n: devices }] = (
      await t.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from push_subscriptions`)
    ).rows as [{ n: number }];

    const title = 'Sommercamp 2027: Anmeldung ab sofort offen für alle Jahrgänge';
    const { news: item, push } = await json<AdminNewsResponse>(
      await create({ title, content: 'x'.repeat(300), sendPush: true }),
      201,
    );
    expect(push).toEqual({ historyId: expect.any(String), devices });
    expect(await historyRow(push!.historyId)).toMatchObject({
      title: title.slice(0, 50).trim(),
      body: 'x'.repeat(200),
      targetUrl: '/dashboard',
      recipientType: 'all',
      createdBy: a.admin.id,
    });
    const jobs = await pushJobs(push!.historyId);
    expect(jobs).toHaveLength(devices);
    expect(item.sendPush).toBe(true);
    expect((await auditRowsOf(t, 'news', item.id))[0]!.details).toMatchObject({
      pushHistoryId: push!.historyId,
    });
  });

  it('uses the push texts the admin wrote', async () => {
    const { push } = await json<AdminNewsResponse>(
      await create({
        title: 'Neuigkeit',
        content: 'Inhalt',
        sendPush: true,
        pushTitle: 'Kurz',
        pushContent: 'Bitte lesen',
      }),
      201,
    );
    expect(await historyRow(push!.historyId)).toMatchObject({ title: 'Kurz', body: 'Bitte lesen' });
  });

  it.each([
    [{ pushTitle: 'x'.repeat(51) }, 'VALIDATION'],
    [{ pushContent: 'x'.repeat(201) }, 'VALIDATION'],
    [{ pushContent: 'AHV 756.1234.5678.97' }, 'PUSH_CONTAINS_AHV'],
  ])('refuses a push %j with 400 %s: no news, no push', async (extra, code) => {
    const before = await newsCount();
    const title = `Abgelehnt ${code} ${Object.keys(extra)[0]}`;
    const res = await create({ title, content: 'Inhalt', sendPush: true, ...extra });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe(code);
    expect(await newsCount()).toBe(before);
    expect(await t.ctx.db.select().from(pushHistory).where(eq(pushHistory.title, title))).toEqual([]);
  });

  it('refuses an AHV number in the news text itself', async () => {
    const res = await create({ title: 'Ausweis', content: 'Nummer 756 1234 5678 97' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('NEWS_CONTAINS_AHV');
  });
});

describe('images', () => {
  it('takes a picture of the news folder; any other photo or address is refused', async () => {
    const folder = await createPhotoFolder(t.ctx.db, { isNewsFolder: true });
    const picture = await createPhoto(t.ctx.db, { driveFolderId: folder.id });
    const childPhoto = await createPhoto(t.ctx.db);
    const url = (id: string) => `/api/photos/${id}/image?size=1200&quality=80&v=abc`;

    const { news: item } = await json<AdminNewsResponse>(
      await create({ title: 'Mit Bild', content: 'Text', imageUrl: url(picture.id) }),
      201,
    );
    expect(item.imageUrl).toBe(url(picture.id));

    const refused = [
      [url(childPhoto.id), 'NEWS_IMAGE_INVALID'],
      ['javascript:alert(1)', 'VALIDATION'],
      ['https://evil.example/bild.jpg', 'VALIDATION'],
      [`/api/photos/${picture.id}/image?x="><script>`, 'VALIDATION'],
    ] as const;
    for (const [imageUrl, code] of refused) {
      const res = await create({ title: 'Bild falsch', content: 'Text', imageUrl });
      expect(res.status, imageUrl).toBe(400);
      expect((await errorOf(res)).code).toBe(code);
    }
  });

  it('the picker lists only the news folder, 24 per load, as 600 px thumbnails and 1200 px images', async () => {
    const folder = await createPhotoFolder(t.ctx.db, { id: 'News-Picker', name: 'News', isNewsFolder: true });
    await createPhoto(t.ctx.db); // another folder's photo
    const base = Date.parse('2026-05-01T08:00:00Z');
    for (let i = 0; i < 26; i++) {
      await createPhoto(t.ctx.db, { driveFolderId: folder.id, createdAt: new Date(base + i * 60_000) });
    }
    const first = await json<NewsImagesPage>(await call(t, a.cookie, 'GET', '/admin/news/images'));
    expect(first.items).toHaveLength(24);
    expect(first.hasMore).toBe(true);
    expect(first.items[0]!.thumbnailUrl).toMatch(
      /^\/api\/photos\/[0-9a-f-]{36}\/image\?size=600&quality=70&v=/,
    );
    expect(first.items[0]!.imageUrl).toMatch(/^\/api\/photos\/[0-9a-f-]{36}\/image\?size=1200&quality=80&v=/);

    const second = await json<NewsImagesPage>(await call(t, a.cookie, 'GET', '/admin/news/images?page=2'));
    const all = [...first.items, ...second.items];
    // The news folders of this file hold 26 + 1 pictures, each listed once, none of another folder.
    expect(new Set(all.map((i) => i.id)).size).toBe(all.length);
    expect(all.length).toBe(27);
    expect(second.hasMore).toBe(false);
  });
});

describe('editing and deleting', () => {
  it('saves an edit, and sends the push the first time an edit asks for it, never twice', async () => {
    const item = await createNews(t.ctx.db, { title: 'Entwurf', content: 'Alt' });
    const saved = await json<AdminNewsResponse>(await update(item.id, { title: 'Final', content: 'Neu' }));
    expect(saved).toMatchObject({ news: { title: 'Final', content: 'Neu', sendPush: false }, push: null });

    const withPush = await json<AdminNewsResponse>(
      await update(item.id, { title: 'Final', content: 'Neu', sendPush: true }),
    );
    expect(withPush.push).not.toBeNull();
    const again = await json<AdminNewsResponse>(
      await update(item.id, { title: 'Final!', content: 'Neu', sendPush: true }),
    );
    expect(again.push).toBeNull();
    // Unticking does not pretend the push never went out.
    const unticked = await json<AdminNewsResponse>(
      await update(item.id, { title: 'Final!', content: 'Neu' }),
    );
    expect(unticked.news.sendPush).toBe(true);
    expect((await auditRowsOf(t, 'news', item.id)).map((r) => r.action)).toEqual([
      'news.update',
      'news.update',
      'news.update',
      'news.update',
    ]);
  });

  it('refuses an edit without title and keeps the item', async () => {
    const item = await createNews(t.ctx.db, { title: 'Bleibt' });
    const res = await update(item.id, { title: ' ', content: 'x' });
    expect(res.status).toBe(400);
    const [row] = await t.ctx.db.select().from(news).where(eq(news.id, item.id));
    expect(row!.title).toBe('Bleibt');
  });

  it('deletes the item with its read marks; an unknown one is 404', async () => {
    const parent = await createParent(t.ctx.db);
    const item = await createNews(t.ctx.db);
    await markNewsRead(t.ctx.db, { newsId: item.id, userId: parent.id });
    const res = await call(t, a.cookie, 'DELETE', `/admin/news/${item.id}`);
    expect(res.status).toBe(204);
    expect(await t.ctx.db.select().from(news).where(eq(news.id, item.id))).toEqual([]);
    expect(await t.ctx.db.select().from(newsReads).where(eq(newsReads.newsId, item.id))).toEqual([]);
    expect((await auditRowsOf(t, 'news', item.id)).map((r) => r.action)).toEqual(['news.delete']);

    expect((await call(t, a.cookie, 'DELETE', `/admin/news/${item.id}`)).status).toBe(404);
    expect((await update(item.id, { title: 'x', content: 'y' })).status).toBe(404);
  });
});

describe('the list', () => {
  it('is newest first and paged by the database', async () => {
    const base = Date.parse('2030-01-01T08:00:00Z');
    const made = [];
    for (let i = 0; i < 3; i++) {
      made.push(await createNews(t.ctx.db, { title: `Zukunft ${i}`, createdAt: new Date(base + i * 1000) }));
    }
    const first = await json<AdminNewsPage>(await call(t, a.cookie, 'GET', '/admin/news?pageSize=2'));
    expect(first.items.map((n) => n.title)).toEqual(['Zukunft 2', 'Zukunft 1']);
    expect(first.hasMore).toBe(true);
    const second = await json<AdminNewsPage>(await call(t, a.cookie, 'GET', '/admin/news?pageSize=2&page=2'));
    expect(second.items[0]!.title).toBe('Zukunft 0');
  });
});
