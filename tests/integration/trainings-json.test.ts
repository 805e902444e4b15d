import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TrainingsResponse } from '../../src/domain/bookings/contracts';
import { rsvps } from '../../src/server/db/schema';
import { familyTrainingsJson, listFamilyTrainings } from '../../src/server/features/trainings/list-trainings';
import {
  assignTrainer,
  bookSession,
  createParent,
  createSession,
  createTrainer,
  createWaitlistEntry,
} from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';
import { signedInFamily, zurich } from './booking-fixtures';

// The trainings page is sent as text spliced from the shared list serialised once per read and the family's part
// (trainings-json.ts): it must be exactly the JSON of the TrainingsResponse built as objects, for every shape a
// family's part can take.

const t = setupTestApp({ TRAININGS_CACHE_MS: '60000' });
const NOW = zurich('2026-05-04', '09:00');

beforeEach(() => t.clock.set(NOW));

describe('the trainings page as text', () => {
  it('is the JSON of the page built as objects: registrations, payments, a promoted seat, places, a running and a past training', async () => {
    const family = await signedInFamily(t, 2);
    const [mia, noah] = family.children;
    const trainer = await createTrainer(t.ctx.db);
    // Started an hour ago, ends in an hour: listed among the upcoming ones, but closed.
    const running = await createSession(t.ctx.db, {
      startsAt: zurich('2026-05-04', '08:00'),
      endsAt: zurich('2026-05-04', '10:00'),
    });
    const booked = await createSession(t.ctx.db, { startsAt: zurich('2026-05-09', '10:00'), focus: null });
    const full = await createSession(t.ctx.db, { startsAt: zurich('2026-05-16', '10:00'), capacity: 1 });
    const past = await createSession(t.ctx.db, { startsAt: zurich('2026-04-25', '10:00') });
    const soon = await createSession(t.ctx.db, { startsAt: new Date(NOW.getTime() + 20_000) });
    await assignTrainer(t.ctx.db, { sessionId: booked.id, trainerId: trainer.id });
    await bookSession(t.ctx.db, { sessionId: running.id, childId: mia!.id, status: 'SUCCEEDED' });
    await bookSession(t.ctx.db, { sessionId: booked.id, childId: mia!.id });
    const promoted = await bookSession(t.ctx.db, {
      sessionId: booked.id,
      childId: noah!.id,
      method: 'CREDIT',
    });
    await t.ctx.db
      .update(rsvps)
      .set({ freeCancellationUntil: zurich('2026-05-08', '14:00') })
      .where(eq(rsvps.id, promoted.rsvp.id));
    await bookSession(t.ctx.db, { sessionId: full.id, childId: (await signedInFamily(t)).children[0]!.id });
    await createWaitlistEntry(t.ctx.db, { sessionId: full.id, childId: noah!.id });
    await createWaitlistEntry(t.ctx.db, { sessionId: full.id, childId: mia!.id });
    await bookSession(t.ctx.db, { sessionId: past.id, childId: noah!.id, status: 'SUCCEEDED' });
    await createWaitlistEntry(t.ctx.db, { sessionId: past.id, childId: mia!.id });

    const objects = await listFamilyTrainings(t.ctx, family.parent.id);
    const text = await familyTrainingsJson(t.ctx, family.parent.id);
    expect(text).toBe(JSON.stringify(objects));
    // The shapes the splice must get right are all there.
    const listed = (id: string) => [...objects.upcoming, ...objects.past].find((s) => s.id === id);
    expect(listed(running.id)?.open).toBe(false);
    expect(listed(booked.id)?.trainers).toHaveLength(1);
    expect(listed(booked.id)?.registrations.some((r) => r.freeCancellationUntil)).toBe(true);
    expect(listed(full.id)?.waitlist).toHaveLength(2);
    expect(listed(past.id)?.registrations).toHaveLength(1);
    expect(listed(past.id)?.waitlist).toEqual([]);

    expect(listed(soon.id)?.open).toBe(true);

    // Half a minute later, from the same shared list: `open` is decided per request, on its own clock.
    t.clock.advance(30_000);
    const later = await familyTrainingsJson(t.ctx, family.parent.id);
    expect(later).toBe(JSON.stringify(await listFamilyTrainings(t.ctx, family.parent.id)));
    expect((JSON.parse(later) as TrainingsResponse).upcoming.find((s) => s.id === soon.id)?.open).toBe(false);

    // Over HTTP the same text, as JSON with its length, and gzip-compressed for a browser that accepts it.
    const plain = await t.request('/api/trainings', { headers: { cookie: family.cookie } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toMatch(/^application\/json/);
    const plainText = await plain.text();
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(plainText)));
    expect(JSON.parse(plainText) as TrainingsResponse).toEqual(
      JSON.parse(JSON.stringify(await listFamilyTrainings(t.ctx, family.parent.id))),
    );
    const zipped = await t.request('/api/trainings', {
      headers: { cookie: family.cookie, 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(plainText);
    // gzip refused (q=0) or not offered: the text as it is.
    for (const acceptEncoding of ['gzip;q=0, br', 'br']) {
      const other = await t.request('/api/trainings', {
        headers: { cookie: family.cookie, 'accept-encoding': acceptEncoding },
      });
      expect(other.headers.get('content-encoding'), acceptEncoding).toBeNull();
      expect(await other.text(), acceptEncoding).toBe(plainText);
    }
  });

  it('is the JSON of the page for a parent without children and with no trainings listed', async () => {
    const parent = await createParent(t.ctx.db);
    t.clock.set(zurich('2031-01-01', '09:00'));
    const text = await familyTrainingsJson(t.ctx, parent.id);
    expect(text).toBe(JSON.stringify(await listFamilyTrainings(t.ctx, parent.id)));
    const page = await t.request('/api/trainings', {
      headers: { cookie: await sessionCookieFor(t, parent.id) },
    });
    expect(page.status).toBe(200);
    expect(JSON.parse(await page.text())).toEqual({ children: [], upcoming: [], past: expect.any(Array) });
  });
});
