import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ParticipantsHealthResponse } from '../../src/domain/bookings/participants-health';
import type { ChildHealthInfoResponse, ChildResponse } from '../../src/domain/children/children-api';
import { children } from '../../src/server/db/schema';
import { sendDueReminders } from '../../src/server/features/reminders/send-due-reminders';
import {
  createAdmin,
  createCamp,
  createChild,
  createParent,
  createSession,
  linkSecondParent,
  type Profile,
} from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { captureLog, type LogCapture } from '../helpers/log-capture';
import { setupTestApp } from '../helpers/test-app';
import { book, cancel } from './booking-fixtures';

// Emergency and health information per child (issue 18, decision 038): entered by the family in the child form,
// encrypted at rest like the AHV (the column holds no plaintext), read back by the family's edit form, shown to
// admins in a training's or camp's participants (audited), and never in a mail, a log, the participants' list or
// CSV file, the payments export or the children list.

const t = setupTestApp();

const HEALTH = {
  allergies: 'Erdnüsse und Wespenstiche',
  medication: 'Epipen im Rucksack',
  emergencyContactName: 'Grosi Zürcher',
  emergencyContactPhone: '+41 79 555 12 34',
};
/** Every text of HEALTH as it may be stored or shown (the phone is stored the Swiss way). */
const TEXTS = [
  'Erdnüsse',
  'Wespenstiche',
  'Epipen',
  'Grosi Zürcher',
  '079 555 12 34',
  '79 555 12 34',
  '5551234',
];

function expectNoHealthText(text: string, where: string) {
  for (const secret of TEXTS) expect(text, `${where} must not contain ${secret}`).not.toContain(secret);
}

interface Fam {
  parent: Profile;
  partner: Profile;
  a: { cookie: string };
  b: { cookie: string };
  c: { cookie: string };
  admin: { cookie: string };
}

async function family(): Promise<Fam> {
  const db = t.ctx.db;
  const parent = await createParent(db, { lastName: 'Zürcher' });
  const partner = await createParent(db, { lastName: 'Zürcher' });
  await linkSecondParent(db, { parentId: parent.id, secondParentId: partner.id });
  const other = await createParent(db);
  const admin = await createAdmin(db);
  const cookie = async (id: string) => ({ cookie: await sessionCookieFor(t, id) });
  return {
    parent,
    partner,
    a: await cookie(parent.id),
    b: await cookie(partner.id),
    c: await cookie(other.id),
    admin: await cookie(admin.id),
  };
}

const childBody = {
  firstName: 'Lou',
  lastName: 'Zürcher',
  dateOfBirth: '2014-05-02',
  jerseySize: 140,
  ahv: '7561234567897',
};

async function createWithHealth(f: Fam): Promise<ChildResponse['child']> {
  const res = await t.request('/api/children', {
    method: 'POST',
    headers: f.a,
    json: { ...childBody, ...HEALTH },
  });
  expect(res.status).toBe(201);
  const text = await res.text();
  expectNoHealthText(text, 'the created child');
  return (JSON.parse(text) as ChildResponse).child;
}

const readHealth = (headers: { cookie: string }, childId: string) =>
  t.request(`/api/children/${childId}/health-info`, { headers });

async function storedRow(childId: string): Promise<string> {
  const result = await t.ctx.db.execute<{ row: string }>(
    sql`select row_to_json(c)::text as row from children c where id = ${childId}`,
  );
  return result.rows[0]!.row;
}

describe('the family enters and reads it', () => {
  it('stores it encrypted: no plaintext in the row, and it decrypts to what was entered', async () => {
    const f = await family();
    const child = await createWithHealth(f);
    expect(child.hasHealthInfo).toBe(true);

    const row = await storedRow(child.id);
    expectNoHealthText(row, 'the children row');
    const [stored] = await t.ctx.db
      .select({ value: children.healthInfoEncrypted })
      .from(children)
      .where(eq(children.id, child.id));
    expect(stored!.value!.startsWith('v1:')).toBe(true);
    expect(JSON.parse(t.ctx.ahv.decrypt(stored!.value!))).toEqual({
      ...HEALTH,
      emergencyContactPhone: '079 555 12 34',
    });

    // Both parents read it back for the edit form; another family and the admin (as a parent) do not.
    for (const parent of [f.a, f.b]) {
      const res = await readHealth(parent, child.id);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toContain('no-store');
      expect(((await res.json()) as ChildHealthInfoResponse).healthInfo).toEqual({
        ...HEALTH,
        emergencyContactPhone: '079 555 12 34',
      });
    }
    expect((await readHealth(f.c, child.id)).status).toBe(404);
    expect((await readHealth(f.admin, child.id)).status).toBe(404);
    // The family's list says only that there is some.
    const list = await (await t.request('/api/children', { headers: f.b })).text();
    expectNoHealthText(list, 'the children list');
  });

  it('an edit without the fields keeps it; blank fields erase it', async () => {
    const f = await family();
    const child = await createWithHealth(f);
    const edit = (json: Record<string, unknown>) =>
      t.request(`/api/children/${child.id}`, {
        method: 'PUT',
        headers: f.b,
        json: { ...childBody, ...json },
      });

    expect((await edit({ level: 'Mittel' })).status).toBe(200);
    expect(
      ((await (await readHealth(f.a, child.id)).json()) as ChildHealthInfoResponse).healthInfo.allergies,
    ).toBe(HEALTH.allergies);

    const cleared = await edit({
      allergies: '',
      medication: ' ',
      emergencyContactName: '',
      emergencyContactPhone: '',
    });
    expect(((await cleared.json()) as ChildResponse).child.hasHealthInfo).toBe(false);
    const [row] = await t.ctx.db.select().from(children).where(eq(children.id, child.id));
    expect(row!.healthInfoEncrypted).toBeNull();
  });

  it('refuses a foreign phone, a contact without phone and too long a text with a 400, and changes nothing', async () => {
    const f = await family();
    const child = await createWithHealth(f);
    const before = await storedRow(child.id);
    for (const [json, field] of [
      [{ ...HEALTH, emergencyContactPhone: '+49 30 1234567' }, 'emergencyContactPhone'],
      [{ ...HEALTH, emergencyContactPhone: '' }, 'emergencyContactPhone'],
      [{ ...HEALTH, allergies: 'x'.repeat(501) }, 'allergies'],
    ] as const) {
      const res = await t.request(`/api/children/${child.id}`, {
        method: 'PUT',
        headers: f.a,
        json: { ...childBody, ...json },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        requestId: expect.any(String),
        error: { code: 'VALIDATION', message: 'Bitte Eingaben prüfen.', details: { fields: [field] } },
      });
    }
    expect(await storedRow(child.id)).toBe(before);
  });
});

describe('the back office', () => {
  it("shows it in a training's and a camp's participants, audited, and nowhere else", async () => {
    const f = await family();
    const lou = await createWithHealth(f);
    const plain = await createChild(t.ctx.db, { parentId: f.parent.id, firstName: 'Ben', cipher: t.ctx.ahv });
    const session = await createSession(t.ctx.db);
    const camp = await createCamp(t.ctx.db);
    for (const kind of ['trainings', 'camps'] as const) {
      const offerId = kind === 'trainings' ? session.id : camp.id;
      expect((await book(t, f.a.cookie, kind, offerId, [lou.id, plain.id])).status).toBe(201);

      const res = await t.request(`/api/admin/${kind}/${offerId}/participants/health`, { headers: f.admin });
      expect(res.status).toBe(200);
      const { participants } = (await res.json()) as ParticipantsHealthResponse;
      expect(participants.map((p) => [p.firstName, p.healthInfo?.allergies ?? null])).toEqual([
        ['Ben', null],
        ['Lou', HEALTH.allergies],
      ]);
      expect(participants[1]!.healthInfo?.emergencyContactPhone).toBe('079 555 12 34');

      // A parent gets nothing of it, not even the linked one.
      expect(
        (await t.request(`/api/admin/${kind}/${offerId}/participants/health`, { headers: f.b })).status,
      ).toBe(403);
      // The participants list and its CSV file carry none of it.
      for (const list of [
        `/api/admin/${kind}/${offerId}/participants`,
        `/api/admin/${kind}/${offerId}/participants.csv`,
      ]) {
        const answer = await t.request(list, { headers: f.admin });
        expect(answer.status).toBe(200);
        expectNoHealthText(await answer.text(), list);
      }
    }
    const audit = await t.ctx.db.execute<{ action: string; subject_id: string; details: unknown }>(
      sql`select action, subject_id, details from audit_log where action like '%.health_view' order by created_at`,
    );
    expect(audit.rows).toEqual([
      { action: 'training.health_view', subject_id: session.id, details: { withHealthInfo: 1 } },
      { action: 'camp.health_view', subject_id: camp.id, details: { withHealthInfo: 1 } },
    ]);
    expectNoHealthText(JSON.stringify(audit.rows), 'the audit log');

    for (const path of [
      '/api/admin/payments/export.csv',
      '/api/admin/children?q=Zürcher',
      '/api/admin/audit-log',
    ]) {
      const answer = await t.request(path, { headers: f.admin });
      expect(answer.status, path).toBe(200);
      expectNoHealthText(await answer.text(), path);
    }
  });
});

describe('mails and logs', () => {
  let log: LogCapture;
  beforeEach(() => {
    log = captureLog();
  });
  afterEach(() => log.stop());

  it('never carry it: bookings, cancellation, "+ Kind", reminders, refused input and the admin read', async () => {
    const f = await family();
    const lou = await createWithHealth(f);
    const session = await createSession(t.ctx.db);
    const camp = await createCamp(t.ctx.db);
    const other = await createSession(t.ctx.db);

    expect((await book(t, f.a.cookie, 'trainings', session.id, [lou.id])).status).toBe(201);
    expect((await book(t, f.b.cookie, 'camps', camp.id, [lou.id])).status).toBe(201);
    expect((await cancel(t, f.a.cookie, 'camps', camp.id, lou.id)).status).toBe(200);
    const added = await t.request(`/api/admin/trainings/${other.id}/participants`, {
      method: 'POST',
      headers: f.admin,
      json: { childId: lou.id },
    });
    expect(added.status).toBe(201);
    await sendDueReminders(t.ctx, new Date(session.startsAt.getTime() - 23 * 3600_000));
    // Refused input: the error path must not echo what was sent either.
    const refused = await t.request(`/api/children/${lou.id}`, {
      method: 'PUT',
      headers: f.a,
      json: { ...childBody, ...HEALTH, emergencyContactPhone: 'Grosi Zürcher ruft an' },
    });
    expect(refused.status).toBe(400);
    expectNoHealthText(await refused.text(), 'the refusal');
    expect((await readHealth(f.a, lou.id)).status).toBe(200);
    expect(
      (await t.request(`/api/admin/trainings/${session.id}/participants/health`, { headers: f.admin }))
        .status,
    ).toBe(200);

    // Every job queued (mails to parents and the provider, pushes), whatever its queue.
    const jobs = await t.ctx.db.execute<{ name: string; data: string }>(
      sql`select name, data::text as data from pgboss.job`,
    );
    const mailJobs = jobs.rows.filter((j) => j.name.includes('mail'));
    expect(mailJobs.length).toBeGreaterThanOrEqual(4);
    expect(mailJobs.map((j) => j.data).join('\n')).toContain('Lou');
    expectNoHealthText(jobs.rows.map((j) => j.data).join('\n'), 'the queued jobs');
    // Every line the server wrote meanwhile: the requests' own, and those of the workers they woke.
    expect(log.lines.filter((line) => line.msg === 'request').length).toBeGreaterThanOrEqual(5);
    expectNoHealthText(log.text(), 'the log');
  });
});
