import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { auditLog, messageLog, offerAnswers, offerQuestions } from '../../src/server/db/schema';
import { endSecondParent } from '../../src/server/features/family/end-second-parent';
import {
  bookSession,
  createAdmin,
  createChild,
  createCreditPack,
  createParent,
  createPhoto,
  createPushSubscription,
  createSession,
  createShopOrder,
  createSupportRequest,
  linkSecondParent,
  tagPhoto,
} from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';

// "Daten herunterladen" (issue 18, decision 037): the zip holds exactly the family's data as the family scope sees
// it (decision 012), as JSON and as one CSV per table, with the full AHV numbers of the parent's own children.

const t = setupTestApp();
const AHV = '756.9217.0769.85';

async function download(cookie: string) {
  const response = await t.request('/api/my-data/export', { headers: { cookie } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="anpfiff-daten-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const json = JSON.parse(strFromU8(files['daten.json']!)) as Record<string, Record<string, unknown>[]>;
  return { files, json, text: strFromU8(files['daten.json']!) };
}

describe('data export', () => {
  it('holds the family, its partner’s shared children, and nothing of anyone else', async () => {
    const db = t.ctx.db;
    const parent = await createParent(db);
    const own = await createChild(db, { parentId: parent.id, cipher: t.ctx.ahv, ahv: AHV });
    const partner = await createParent(db);
    const partnerChild = await createChild(db, { parentId: partner.id, cipher: t.ctx.ahv });
    await linkSecondParent(db, { parentId: parent.id, secondParentId: partner.id });
    // Someone this parent never linked with.
    const former = await createParent(db);
    await createChild(db, { parentId: former.id });
    const other = await createParent(db);
    const otherChild = await createChild(db, { parentId: other.id, cipher: t.ctx.ahv });

    const training = await createSession(db, { title: 'Export-Training' });
    await bookSession(db, { sessionId: training.id, childId: own.id });
    await bookSession(db, { sessionId: training.id, childId: otherChild.id });
    // Answers to the training's question (decision 055): the child's data, the other family's not.
    const [question] = await db
      .insert(offerQuestions)
      .values({ sessionId: training.id, position: 0, label: 'Allergien', kind: 'SHORT_TEXT' })
      .returning();
    await db.insert(offerAnswers).values([
      {
        questionId: question!.id,
        childId: own.id,
        value: 'Nüsse',
        questionLabel: 'Allergien',
        answerText: 'Nüsse',
      },
      {
        questionId: question!.id,
        childId: otherChild.id,
        value: 'Bienen',
        questionLabel: 'Allergien',
        answerText: 'Bienen',
      },
    ]);
    await createCreditPack(db, { parentId: parent.id });
    await createCreditPack(db, { parentId: other.id, totalCredits: 7 });
    await createShopOrder(db, { parentId: parent.id, parentEmail: parent.email });
    await createShopOrder(db, { parentId: other.id, parentEmail: other.email });
    await createSupportRequest(db, { userId: parent.id, email: parent.email, problem: 'Frage der Familie' });
    await createSupportRequest(db, {
      userId: other.id,
      email: other.email,
      problem: 'Frage einer anderen Familie',
    });
    await createPushSubscription(db, { userId: parent.id, deviceInfo: 'Pixel der Familie' });
    await db.insert(messageLog).values([
      { profileId: parent.id, channel: 'mail', subject: 'Anmeldung der Familie' },
      { profileId: other.id, channel: 'mail', subject: 'Anmeldung einer anderen Familie' },
    ]);
    const photo = await createPhoto(db, { filename: 'familie.jpg' });
    await tagPhoto(db, { photoId: photo.id, childId: own.id });
    const otherPhoto = await createPhoto(db, { filename: 'andere.jpg' });
    await tagPhoto(db, { photoId: otherPhoto.id, childId: otherChild.id });

    const { files, json, text } = await download(await sessionCookieFor(t, parent.id));
    expect(Object.keys(files).sort()).toEqual(
      [
        'daten.json',
        ...[
          'calendar_feed',
          'camp_registrations',
          'children',
          'consents',
          'credit_packs',
          'credit_uses',
          'messages',
          'offer_answers',
          'payments',
          'photo_consent_changes',
          'photos',
          'profile',
          'push_devices',
          'second_parent',
          'shop_orders',
          'support_requests',
          'training_bookings',
          'waitlist',
        ].map((n) => `${n}.csv`),
      ].sort(),
    );
    expect(json.profile).toEqual([expect.objectContaining({ id: parent.id, email: parent.email })]);
    expect(json.children?.map((c) => c.id).sort()).toEqual([own.id, partnerChild.id].sort());
    expect(json.children?.find((c) => c.id === own.id)?.ahv).toBe(AHV);
    // The partner's child is shared, its full number is the partner's to give: last four only.
    expect(json.children?.find((c) => c.id === partnerChild.id)).toMatchObject({
      ahv: null,
      own_child: false,
    });
    expect(json.training_bookings).toHaveLength(1);
    expect(json.payments).toHaveLength(1);
    expect(json.credit_packs).toHaveLength(1);
    expect(json.shop_orders).toHaveLength(1);
    expect(json.support_requests?.map((r) => r.problem)).toEqual(['Frage der Familie']);
    expect(json.push_devices?.map((d) => d.device_info)).toEqual(['Pixel der Familie']);
    // The message log (decision 051): subject, channel and state of the parent's own messages only.
    expect(json.messages).toEqual([
      expect.objectContaining({ channel: 'mail', subject: 'Anmeldung der Familie', state: 'queued' }),
    ]);
    expect(json.photos?.map((p) => p.filename)).toEqual(['familie.jpg']);
    expect(json.offer_answers).toEqual([
      expect.objectContaining({ offer: 'Export-Training', question: 'Allergien', answer: 'Nüsse' }),
    ]);
    for (const foreign of [
      other.id,
      other.email,
      otherChild.id,
      otherChild.firstName,
      'andere.jpg',
      'Bienen',
      former.id,
    ]) {
      expect(text).not.toContain(foreign);
    }
    expect(text).not.toContain('ahv_encrypted');

    // CSV as Swiss Excel opens it: BOM, ';', a header even for an empty table.
    const csv = strFromU8(files['children.csv']!);
    expect([...files['children.csv']!.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.split('\r\n')[0]).toContain(';first_name;');
    expect(csv).toContain(AHV);
    expect(strFromU8(files['waitlist.csv']!).trim()).toBe('id;child;offer;created_at');

    const [audit] = await db.select().from(auditLog).where(eq(auditLog.subjectId, parent.id));
    expect(audit).toMatchObject({ action: 'parent.data_export', actorId: parent.id });
    expect(audit?.details).toEqual({ children: 2, ahvRevealed: 1 });
  });

  it('leaves out the children of a partner whose link has ended', async () => {
    const db = t.ctx.db;
    const parent = await createParent(db);
    const partner = await createParent(db);
    const partnerChild = await createChild(db, { parentId: partner.id });
    await linkSecondParent(db, { parentId: parent.id, secondParentId: partner.id });
    const cookie = await sessionCookieFor(t, parent.id);
    expect((await download(cookie)).text).toContain(partnerChild.id);

    await endSecondParent(t.ctx, parent.id);
    const { json, text } = await download(cookie);
    expect(json.children).toEqual([]);
    expect(text).not.toContain(partnerChild.id);
  });

  it('is there before the profile is complete too', async () => {
    const parent = await createParent(t.ctx.db, { complete: false });
    const { json } = await download(await sessionCookieFor(t, parent.id));
    expect(json.profile).toEqual([expect.objectContaining({ email: parent.email, first_name: null })]);
  });

  it('answers a signed-out caller 401 and an admin account 403', async () => {
    expect((await t.request('/api/my-data/export')).status).toBe(401);
    const admin = await createAdmin(t.ctx.db);
    expect(
      (await t.request('/api/my-data/export', { headers: { cookie: await sessionCookieFor(t, admin.id) } }))
        .status,
    ).toBe(403);
  });
});
