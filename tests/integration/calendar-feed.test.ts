import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  CalendarLinkResponse,
  CreatedCalendarLinkResponse,
} from '../../src/domain/calendar/calendar-feed-api';
import { calendarFeeds, sessions } from '../../src/server/db/schema';
import { hashFeedToken } from '../../src/server/features/calendar/feed-token';
import {
  bookCamp,
  bookSession,
  createCamp,
  createChild,
  createParent,
  createSession,
  linkSecondParent,
} from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { type ParsedEvent, parseIcs } from '../helpers/ics';
import { setupTestApp } from '../helpers/test-app';
import { book, cancel, type Family, signedInFamily, zurich } from './booking-fixtures';

// The calendar feed (issue 16): what it lists, read back with an independent parser (ical.js), its Zurich times
// across both DST weekends, the family scope, revocation, and the limits of a route that needs no session.
// TRUST_PROXY lets each test speak from its own client address, so the per-address limit of one test never
// meets another's requests.
const t = setupTestApp({ TRUST_PROXY: '1' });

let addressCount = 0;
/** A fresh client address for the feed requests of one test. */
const freshAddress = () => `198.51.100.${++addressCount}`;
let address = freshAddress();

beforeEach(() => {
  t.clock.set(zurich('2026-03-01', '09:00'));
  address = freshAddress();
});

async function createLink(cookie: string): Promise<CreatedCalendarLinkResponse> {
  const response = await t.request('/api/calendar/link', { method: 'POST', headers: { cookie } });
  expect(response.status).toBe(201);
  return (await response.json()) as CreatedCalendarLinkResponse;
}

/** The feed as a calendar app fetches it: no cookie, only the address. */
function fetchFeed(url: string, from = address): Promise<Response> {
  const path = new URL(url).pathname;
  return t.request(path, { headers: { 'x-forwarded-for': from } });
}

async function feedEvents(url: string): Promise<ParsedEvent[]> {
  const response = await fetchFeed(url);
  expect(response.status).toBe(200);
  return parseIcs(await response.text()).events;
}

async function familyWithLink(childCount = 1): Promise<Family & { link: CreatedCalendarLinkResponse }> {
  const family = await signedInFamily(t, childCount);
  return { ...family, link: await createLink(family.cookie) };
}

describe('the calendar link', () => {
  it('is a random address under APP_URL with its webcal form; only the token’s hash is stored', async () => {
    const family = await familyWithLink();
    const { url, webcalUrl } = family.link;
    const match = new RegExp(`^${t.ctx.config.appUrl}/api/calendar/feed/([A-Za-z0-9_-]{43})\\.ics$`).exec(
      url,
    );
    expect(match, url).not.toBeNull();
    const token = match![1]!;
    expect(webcalUrl).toBe(url.replace(/^https?:/, 'webcal:'));

    const [row] = await t.ctx.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.parentId, family.parent.id));
    expect(row?.tokenHash).toBe(hashFeedToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const state = await t.request('/api/calendar/link', { headers: { cookie: family.cookie } });
    const body = (await state.json()) as CalendarLinkResponse;
    expect(body).toEqual({ link: { createdAt: t.clock.now().toISOString() } });
    expect(JSON.stringify(body)).not.toContain(token);
  });

  it('is different for every family and every renewal', async () => {
    const first = await familyWithLink();
    const second = await familyWithLink();
    const renewed = await createLink(first.cookie);
    expect(new Set([first.link.url, second.link.url, renewed.url]).size).toBe(3);
  });

  it('answers no link before one is made', async () => {
    const family = await signedInFamily(t);
    const response = await t.request('/api/calendar/link', { headers: { cookie: family.cookie } });
    expect(await response.json()).toEqual({ link: null });
  });
});

describe('the feed', () => {
  it('lists the booked trainings and camp days with child, place, Zurich times and the deadline', async () => {
    const family = await familyWithLink(2);
    const [mia, noah] = family.children;
    const training = await createSession(t.ctx.db, {
      title: 'TIZ Technik',
      location: 'Kunstrasen Rotkreuz',
      startsAt: zurich('2026-05-09', '10:00'),
      endsAt: zurich('2026-05-09', '11:45'),
    });
    const camp = await createCamp(t.ctx.db, {
      name: 'Auffahrtscamp',
      location: 'Sportanlage Rotkreuz',
      startDate: '2026-05-14',
      endDate: '2026-05-15',
      startTime: '09:00',
      endTime: '16:00',
    });
    await createSession(t.ctx.db, { title: 'Nicht gebucht', startsAt: zurich('2026-05-10', '10:00') });
    expect((await book(t, family.cookie, 'trainings', training.id, [mia!.id, noah!.id])).status).toBe(201);
    expect((await book(t, family.cookie, 'camps', camp.id, [noah!.id])).status).toBe(201);

    const response = await fetchFeed(family.link.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const calendar = parseIcs(await response.text());
    expect(calendar.timezones).toEqual(['Europe/Zurich']);
    expect(calendar.name).toBe(`${t.ctx.config.PROVIDER_NAME}: Trainings und Camps`);

    const [trainingEvent, campDay1, campDay2, ...rest] = calendar.events;
    expect(rest).toEqual([]);
    const children = [mia!.firstName, noah!.firstName].sort((a, b) => a.localeCompare(b));
    expect(trainingEvent).toMatchObject({
      summary: `TIZ Technik (${children.join(', ')})`,
      location: 'Kunstrasen Rotkreuz',
      zone: 'Europe/Zurich',
      zoneDefined: true,
      allDay: false,
      start: new Date('2026-05-09T08:00:00Z'),
      end: new Date('2026-05-09T09:45:00Z'),
      url: `${t.ctx.config.appUrl}/tiz-trainings`,
    });
    expect(trainingEvent!.description).toContain(`Kinder: ${children.join(', ')}`);
    expect(trainingEvent!.description).toContain('bis Freitag, 08.05.2026, 14:00 Uhr');

    for (const [event, day] of [
      [campDay1, '2026-05-14'],
      [campDay2, '2026-05-15'],
    ] as const) {
      expect(event).toMatchObject({
        summary: `Auffahrtscamp (${noah!.firstName})`,
        location: 'Sportanlage Rotkreuz',
        zone: 'Europe/Zurich',
        start: new Date(`${day}T07:00:00Z`),
        end: new Date(`${day}T14:00:00Z`),
      });
      expect(event!.description).toContain('Abmeldung bis und mit Donnerstag, 14.05.2026 möglich');
    }
    expect(campDay1!.description).toContain('Camp-Tag 1 von 2');
    expect(new Set(calendar.events.map((e) => e.uid)).size).toBe(3);
  });

  it('keeps the Zurich wall-clock times across the DST weekends (last Sunday of March and October)', async () => {
    const family = await familyWithLink();
    const childId = family.children[0]!.id;
    const spring = await createSession(t.ctx.db, {
      startsAt: zurich('2026-03-29', '10:00'),
      endsAt: zurich('2026-03-29', '11:45'),
    });
    const autumn = await createSession(t.ctx.db, {
      startsAt: zurich('2026-10-25', '10:00'),
      endsAt: zurich('2026-10-25', '11:45'),
    });
    // Friday to Tuesday over the October switch: 09:00-16:00 every day, one hour later in UTC from Sunday on.
    const camp = await createCamp(t.ctx.db, {
      startDate: '2026-10-23',
      endDate: '2026-10-27',
      startTime: '09:00',
      endTime: '16:00',
    });
    await bookSession(t.ctx.db, { sessionId: spring.id, childId });
    await bookSession(t.ctx.db, { sessionId: autumn.id, childId });
    await bookCamp(t.ctx.db, { campId: camp.id, childId });

    const events = await feedEvents(family.link.url);
    const times = events.map((e) => [e.start.toISOString(), e.end?.toISOString()]);
    expect(times).toEqual([
      ['2026-03-29T08:00:00.000Z', '2026-03-29T09:45:00.000Z'],
      ['2026-10-23T07:00:00.000Z', '2026-10-23T14:00:00.000Z'],
      ['2026-10-24T07:00:00.000Z', '2026-10-24T14:00:00.000Z'],
      ['2026-10-25T08:00:00.000Z', '2026-10-25T15:00:00.000Z'],
      ['2026-10-25T09:00:00.000Z', '2026-10-25T10:45:00.000Z'],
      ['2026-10-26T08:00:00.000Z', '2026-10-26T15:00:00.000Z'],
      ['2026-10-27T08:00:00.000Z', '2026-10-27T15:00:00.000Z'],
    ]);
    expect(events.every((e) => e.zone === 'Europe/Zurich' && e.zoneDefined)).toBe(true);
    // The deadline is 20 real hours before the start: Saturday 13:00 in March, 15:00 in October.
    expect(events[0]!.description).toContain('bis Samstag, 28.03.2026, 13:00 Uhr');
    expect(events[4]!.description).toContain('bis Samstag, 24.10.2026, 15:00 Uhr');
  });

  it('shows a camp without times as whole days', async () => {
    const family = await familyWithLink();
    const camp = await createCamp(t.ctx.db, {
      startDate: '2026-07-06',
      endDate: '2026-07-07',
      startTime: null,
      endTime: null,
    });
    await bookCamp(t.ctx.db, { campId: camp.id, childId: family.children[0]!.id });
    const events = await feedEvents(family.link.url);
    expect(events.map((e) => [e.allDay, e.date])).toEqual([
      [true, '2026-07-06'],
      [true, '2026-07-07'],
    ]);
  });

  it('follows the bookings: a cancelled training disappears, a new booking appears, deleted offers go', async () => {
    const family = await familyWithLink();
    const childId = family.children[0]!.id;
    const kept = await createSession(t.ctx.db, { startsAt: zurich('2026-04-11', '10:00') });
    const cancelled = await createSession(t.ctx.db, { startsAt: zurich('2026-04-18', '10:00') });
    const deleted = await createSession(t.ctx.db, { startsAt: zurich('2026-04-25', '10:00') });
    for (const s of [kept, cancelled, deleted]) {
      expect((await book(t, family.cookie, 'trainings', s.id, [childId])).status).toBe(201);
    }
    const uids = async () => (await feedEvents(family.link.url)).map((e) => e.uid.split('@')[0]);
    expect(await uids()).toEqual([
      `training-${kept.id}`,
      `training-${cancelled.id}`,
      `training-${deleted.id}`,
    ]);

    expect((await cancel(t, family.cookie, 'trainings', cancelled.id, childId)).status).toBe(200);
    await t.ctx.db.update(sessions).set({ deletedAt: t.clock.now() }).where(eq(sessions.id, deleted.id));
    const later = await createSession(t.ctx.db, { startsAt: zurich('2026-05-02', '10:00') });
    expect((await book(t, family.cookie, 'trainings', later.id, [childId])).status).toBe(201);

    expect(await uids()).toEqual([`training-${kept.id}`, `training-${later.id}`]);
  });

  it('keeps half a year of past bookings and drops older ones', async () => {
    const family = await familyWithLink();
    const childId = family.children[0]!.id;
    const old = await createSession(t.ctx.db, { startsAt: zurich('2025-08-01', '10:00') });
    const recent = await createSession(t.ctx.db, { startsAt: zurich('2025-10-01', '10:00') });
    await bookSession(t.ctx.db, { sessionId: old.id, childId });
    await bookSession(t.ctx.db, { sessionId: recent.id, childId });
    const events = await feedEvents(family.link.url);
    expect(events.map((e) => e.uid.split('@')[0])).toEqual([`training-${recent.id}`]);
  });

  it('never shows another family’s children, and a linked second parent’s feed shows the shared family', async () => {
    const parentA = await createParent(t.ctx.db);
    const childOfA = await createChild(t.ctx.db, { parentId: parentA.id, firstName: 'Alessia' });
    const partnerB = await createParent(t.ctx.db);
    await linkSecondParent(t.ctx.db, { parentId: parentA.id, secondParentId: partnerB.id });
    const parentC = await createParent(t.ctx.db);
    const childOfC = await createChild(t.ctx.db, { parentId: parentC.id, firstName: 'Cedric' });
    const shared = await createSession(t.ctx.db, {
      title: 'Gemeinsam',
      startsAt: zurich('2026-04-11', '10:00'),
    });
    const onlyC = await createSession(t.ctx.db, { title: 'Nur C', startsAt: zurich('2026-04-12', '10:00') });
    await bookSession(t.ctx.db, { sessionId: shared.id, childId: childOfA.id });
    await bookSession(t.ctx.db, { sessionId: shared.id, childId: childOfC.id });
    await bookSession(t.ctx.db, { sessionId: onlyC.id, childId: childOfC.id });

    const linkOfA = await createLink(await sessionCookieFor(t, parentA.id));
    const linkOfB = await createLink(await sessionCookieFor(t, partnerB.id));
    const linkOfC = await createLink(await sessionCookieFor(t, parentC.id));

    for (const link of [linkOfA, linkOfB]) {
      const text = await (await fetchFeed(link.url)).text();
      expect(parseIcs(text).events.map((e) => e.summary)).toEqual(['Gemeinsam (Alessia)']);
      expect(text).not.toContain('Cedric');
      expect(text).not.toContain('Nur C');
    }
    const ofC = await feedEvents(linkOfC.url);
    expect(ofC.map((e) => e.summary)).toEqual(['Gemeinsam (Cedric)', 'Nur C (Cedric)']);
  });

  it('reveals nothing but the offers and the children’s first names (no e-mail, AHV, payments)', async () => {
    const parent = await createParent(t.ctx.db);
    const child = await createChild(t.ctx.db, { parentId: parent.id, cipher: t.ctx.ahv });
    const session = await createSession(t.ctx.db, { startsAt: zurich('2026-04-11', '10:00') });
    const { payment } = await bookSession(t.ctx.db, {
      sessionId: session.id,
      childId: child.id,
      status: 'SUCCEEDED',
      method: 'CREDIT',
    });
    const link = await createLink(await sessionCookieFor(t, parent.id));
    const text = await (await fetchFeed(link.url)).text();
    expect(text).toContain(child.firstName);
    const secrets = [
      parent.email,
      parent.mobile!,
      child.lastName,
      child.id,
      parent.id,
      child.ahv!,
      child.ahvLast4!,
      payment.id,
      'SUCCEEDED',
      'CREDIT',
    ];
    for (const secret of secrets) expect(text, secret).not.toContain(secret);
  });
});

describe('revocation', () => {
  it('a new link invalidates the old one at once; ending the subscription invalidates the new one', async () => {
    const family = await familyWithLink();
    expect((await fetchFeed(family.link.url)).status).toBe(200);

    const renewed = await createLink(family.cookie);
    expect((await fetchFeed(family.link.url)).status).toBe(404);
    expect((await fetchFeed(renewed.url)).status).toBe(200);

    const ended = await t.request('/api/calendar/link', {
      method: 'DELETE',
      headers: { cookie: family.cookie },
    });
    expect(ended.status).toBe(204);
    expect((await fetchFeed(renewed.url)).status).toBe(404);
    const state = await t.request('/api/calendar/link', { headers: { cookie: family.cookie } });
    expect(await state.json()).toEqual({ link: null });
    const again = await t.request('/api/calendar/link', {
      method: 'DELETE',
      headers: { cookie: family.cookie },
    });
    expect(again.status).toBe(404);
  });

  it('answers 404 with a German message for unknown and malformed tokens', async () => {
    const unknown = `/api/calendar/feed/${'A'.repeat(43)}.ics`;
    for (const path of [
      unknown,
      unknown.replace('.ics', ''),
      '/api/calendar/feed/abc',
      '/api/calendar/feed/%00.ics',
    ]) {
      const response = await t.request(path, { headers: { 'x-forwarded-for': address } });
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({
        requestId: expect.any(String),
        error: { code: 'NOT_FOUND', message: 'Nicht gefunden.' },
      });
    }
  });
});

describe('rate limits (the feed needs no session, but is not free)', () => {
  it('stops one feed after 30 fetches in 15 minutes, then serves it again', async () => {
    const family = await familyWithLink();
    for (let i = 0; i < 30; i++) expect((await fetchFeed(family.link.url, freshAddress())).status).toBe(200);
    const refused = await fetchFeed(family.link.url, freshAddress());
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    t.clock.set(new Date(t.clock.now().getTime() + 15 * 60_000 + 1));
    expect((await fetchFeed(family.link.url, freshAddress())).status).toBe(200);
  });

  it('stops one client address after 120 requests, valid tokens included, and not the others', async () => {
    const family = await familyWithLink();
    const guesser = freshAddress();
    for (let i = 0; i < 120; i++) {
      const token = `${String(i).padStart(3, '0')}${'x'.repeat(40)}`;
      expect(
        (await t.request(`/api/calendar/feed/${token}.ics`, { headers: { 'x-forwarded-for': guesser } }))
          .status,
      ).toBe(404);
    }
    expect((await fetchFeed(family.link.url, guesser)).status).toBe(429);
    expect((await fetchFeed(family.link.url, freshAddress())).status).toBe(200);
  });
});
