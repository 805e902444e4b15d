import { and, ne } from 'drizzle-orm';
import { createNews, createPushHistory } from '../../../tests/factories';
import { addDays, zurichDateTimeToInstant, zurichToday } from '../../domain/time';
import type { DbOrTx } from '../db/client';
import { profiles } from '../db/schema';

// News and push history for the back office's Neuigkeiten and Push screens, beside the sends of demo-history.ts:
// older news (one announced by push, with that send), a send to one parent, and an old send whose recipients were
// never recorded. No device is seeded: a made-up push endpoint would only fail delivery; the demo parent subscribes in
// the browser like any parent.

export async function seedDemoNewsAndPush(
  tx: DbOrTx,
  { now, adminId, demoParentId }: { now: Date; adminId: string; demoParentId: string },
): Promise<void> {
  // A day back on the Zurich calendar, at a believable time of that day.
  const ago = (days: number, time = '09:00') =>
    zurichDateTimeToInstant(addDays(zurichToday(now), -days), time);
  const parents = (
    await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(ne(profiles.role, 'admin'), ne(profiles.id, demoParentId)))
      .orderBy(profiles.createdAt, profiles.id)
      .limit(6)
  ).map((p) => p.id);
  const everyone = [demoParentId, ...parents];

  await createNews(tx, {
    title: 'Neue Trikots sind da',
    content:
      'Die neuen Trikots in Grün und Weiss können ab sofort im Shop bestellt werden.\nLieferung innert zwei Wochen direkt ins Training.',
    createdBy: adminId,
    createdAt: ago(35, '11:00'),
    updatedAt: ago(35, '11:00'),
  });
  await createNews(tx, {
    title: 'Sommercamp: Anmeldung offen',
    content:
      'Fünf Tage Fussball in Rotkreuz, für alle Jahrgänge.\nFrühbucher sichern sich einen der 30 Plätze – die Anmeldung läuft über «Camps».',
    sendPush: true,
    pushTitle: 'Sommercamp: Anmeldung offen',
    pushContent: 'Jetzt anmelden: 30 Plätze für das Sommercamp in Rotkreuz.',
    createdBy: adminId,
    createdAt: ago(12),
    updatedAt: ago(12),
  });

  await createPushHistory(tx, {
    title: 'Neue Trainingsdaten',
    body: 'Die Trainings für den Herbst sind online.',
    targetUrl: '/tiz-trainings',
    recipientType: 'all',
    createdAt: ago(60, '18:15'),
  });
  await createPushHistory(tx, {
    title: 'Sommercamp: Anmeldung offen',
    body: 'Jetzt anmelden: 30 Plätze für das Sommercamp in Rotkreuz.',
    targetUrl: '/dashboard',
    recipientType: 'all',
    createdBy: adminId,
    createdAt: ago(12),
    recipients: everyone.map((userId) => ({ userId, status: 'success' })),
  });
  await createPushHistory(tx, {
    title: 'Offene Zahlung',
    body: 'Bitte die Zahlung für das Wintercamp begleichen.',
    targetUrl: '/zahlungen',
    recipientType: 'single',
    createdBy: adminId,
    createdAt: ago(3, '16:30'),
    recipients: [{ userId: demoParentId, status: 'success' }],
  });
}
