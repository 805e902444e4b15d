import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ParticipantsResponse } from '../../src/domain/bookings/admin-participants';
import type { AdminCampsPage } from '../../src/domain/camps/admin-camps-api';
import { campFlyers, campPayments, profiles } from '../../src/server/db/schema';
import { seedDemoIfEmpty } from '../../src/server/seed/demo';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

describe('demo seed: camps', () => {
  it('gives /admin/camps something real: flyers, a full camp, one with few places, registrations, a past camp', async () => {
    await seedDemoIfEmpty(t.ctx, () => {});
    const [admin] = await t.ctx.db.select().from(profiles).where(eq(profiles.role, 'admin'));
    const cookie = await sessionCookieFor(t, admin!.id);
    const page = async (when: string) =>
      (await (
        await t.request(`/api/admin/camps?when=${when}`, { headers: { cookie } })
      ).json()) as AdminCampsPage;
    const upcoming = (await page('upcoming')).items;
    const past = (await page('past')).items;

    expect(upcoming.some((c) => c.capacity > 1 && c.seatsLeft === 0)).toBe(true);
    expect(upcoming.some((c) => c.seatsLeft > 0 && c.seatsLeft < 5)).toBe(true);
    expect(upcoming.some((c) => c.flyerUrl === null)).toBe(true);
    expect(upcoming.filter((c) => c.registeredCount > 0).length).toBeGreaterThanOrEqual(3);
    expect(past.length).toBeGreaterThanOrEqual(1);

    // Every flyer is a real image of the type it is stored as, served at its address.
    const flyers = await t.ctx.db.select().from(campFlyers);
    expect(flyers.length).toBeGreaterThanOrEqual(3);
    for (const flyer of flyers) {
      const { format } = await sharp(flyer.data).metadata();
      expect(`image/${format}`).toBe(flyer.contentType);
    }
    const withFlyer = upcoming.find((c) => c.flyerUrl)!;
    const image = await t.request(withFlyer.flyerUrl!);
    expect(image.status).toBe(200);

    // Questions per offer (decision 055): the winter camp's participants answered the camp's standard questions.
    const winter = upcoming.find((c) => c.name.startsWith('Wintercamp'))!;
    const panel = await t.request(`/api/admin/camps/${winter.id}/participants`, { headers: { cookie } });
    const { participants } = (await panel.json()) as ParticipantsResponse;
    expect(participants.length).toBeGreaterThan(0);
    expect(participants[0]!.answers?.map((a) => a.label)).toEqual([
      'Kann schwimmen?',
      'Ernährung',
      'Wer holt das Kind ab?',
      'Notiz der Leitung',
    ]);
    expect(participants.every((p) => ['Ja', 'Nein'].includes(p.answers![0]!.text))).toBe(true);

    // Registrations paid in every way, the demo family's open Wintercamp among them (seed-demo.test.ts).
    const paid = await t.ctx.db.select().from(campPayments).where(eq(campPayments.status, 'SUCCEEDED'));
    expect(paid.length).toBeGreaterThan(0);
  });
});
