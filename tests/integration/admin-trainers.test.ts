import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AhvRevealResponse } from '../../src/domain/ahv';
import type { AdminTrainerResponse, AdminTrainersResponse } from '../../src/domain/trainers/trainers-api';
import { auditLog, sessionTrainers, trainers } from '../../src/server/db/schema';
import { assignTrainer, createParent, createSession, createTrainer } from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';
import { auditRowsOf, call, errorOf, type SignedInAdmin, signedInAdmin } from './admin-fixtures';

const t = setupTestApp();
let a: SignedInAdmin;
beforeAll(async () => {
  a = await signedInAdmin(t);
});

const valid = {
  firstName: ' Marco ',
  lastName: 'Keller',
  dateOfBirth: '1990-04-02',
  active: true,
  ahv: '756.1234.5678.97',
};

async function rowOf(id: string) {
  const [row] = await t.ctx.db.select().from(trainers).where(eq(trainers.id, id));
  return row;
}

describe('creating a trainer', () => {
  it('stores the AHV encrypted with its last four digits, answers only those, and writes an audit row', async () => {
    const res = await call(t, a.cookie, 'POST', '/admin/trainers', valid);
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(text).not.toContain('7561234567897');
    const { trainer } = JSON.parse(text) as AdminTrainerResponse;
    expect(trainer).toMatchObject({ firstName: 'Marco', lastName: 'Keller', active: true, ahvLast4: '7897' });

    const row = await rowOf(trainer.id);
    expect(row?.ahvEncrypted).toMatch(/^v1:/);
    expect(t.ctx.ahv.decrypt(row!.ahvEncrypted!)).toBe('7561234567897');

    const audit = await auditRowsOf(t, 'trainer', trainer.id);
    expect(audit).toMatchObject([{ actorId: a.admin.id, action: 'trainer.create' }]);
    expect(JSON.stringify(audit[0]?.details)).not.toMatch(/756|7897/);
  });

  it.each([
    ['firstName', ''],
    ['lastName', '  '],
    ['dateOfBirth', ''],
    ['ahv', ''],
  ])('refuses a missing %s with 400 naming the field, and stores nothing', async (field, value) => {
    const before = await t.ctx.db.select().from(trainers);
    const res = await call(t, a.cookie, 'POST', '/admin/trainers', { ...valid, [field]: value });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'VALIDATION', details: { fields: [field] } });
    expect(await t.ctx.db.select().from(trainers)).toHaveLength(before.length);
  });

  it('refuses an AHV of fewer than four digits, and a body that is not JSON', async () => {
    expect((await call(t, a.cookie, 'POST', '/admin/trainers', { ...valid, ahv: '123' })).status).toBe(400);
    const res = await t.request('/api/admin/trainers', {
      method: 'POST',
      headers: { cookie: a.cookie, 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('listing, editing and deleting', () => {
  it('lists every trainer by last name with the last four digits only', async () => {
    const zoe = await createTrainer(t.ctx.db, { firstName: 'Zoe', lastName: 'Aab', cipher: t.ctx.ahv });
    const res = await call(t, a.cookie, 'GET', '/admin/trainers');
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).not.toContain(zoe.ahv!);
    expect(text).not.toContain(zoe.ahvEncrypted!);
    const { trainers: list } = JSON.parse(text) as AdminTrainersResponse;
    expect(list[0]).toMatchObject({ id: zoe.id, lastName: 'Aab', ahvLast4: zoe.ahvLast4 });
    const names = list.map((x) => x.lastName);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'de')));
  });

  it('keeps the stored AHV when the masked value comes back, replaces it when a new one is typed', async () => {
    const trainer = await createTrainer(t.ctx.db, {
      firstName: 'Urs',
      lastName: 'Frei',
      dateOfBirth: '1980-01-01',
      cipher: t.ctx.ahv,
    });
    const before = await rowOf(trainer.id);
    const masked = `756.****.**${trainer.ahvLast4!.slice(0, 2)}.${trainer.ahvLast4!.slice(2)}`;
    const kept = await call(t, a.cookie, 'PUT', `/admin/trainers/${trainer.id}`, {
      ...valid,
      ahv: masked,
      active: false,
    });
    expect(kept.status).toBe(200);
    expect(((await kept.json()) as AdminTrainerResponse).trainer).toMatchObject({
      active: false,
      firstName: 'Marco',
    });
    expect((await rowOf(trainer.id))?.ahvEncrypted).toBe(before?.ahvEncrypted);

    await call(t, a.cookie, 'PUT', `/admin/trainers/${trainer.id}`, { ...valid, ahv: '7569217076985' });
    const after = await rowOf(trainer.id);
    expect(after?.ahvLast4).toBe('6985');
    expect(t.ctx.ahv.decrypt(after!.ahvEncrypted!)).toBe('7569217076985');

    const audit = await auditRowsOf(t, 'trainer', trainer.id);
    expect(audit.map((r) => [r.action, r.details])).toEqual([
      ['trainer.update', { changed: ['firstName', 'lastName', 'dateOfBirth', 'active'] }],
      ['trainer.update', { changed: ['active', 'ahv'] }],
    ]);
  });

  it('answers 404 for an unknown trainer and changes nothing', async () => {
    const unknown = '7d1c8f0e-3b2a-4c5d-9e6f-0a1b2c3d4e5f';
    expect((await call(t, a.cookie, 'PUT', `/admin/trainers/${unknown}`, valid)).status).toBe(404);
    expect((await call(t, a.cookie, 'DELETE', `/admin/trainers/${unknown}`)).status).toBe(404);
    expect((await call(t, a.cookie, 'DELETE', '/admin/trainers/not-a-uuid')).status).toBe(404);
    expect(await auditRowsOf(t, 'trainer', unknown)).toEqual([]);
  });

  it('deletes a trainer: gone from the list and from the trainings they were assigned to', async () => {
    const trainer = await createTrainer(t.ctx.db);
    const session = await createSession(t.ctx.db);
    await assignTrainer(t.ctx.db, { sessionId: session.id, trainerId: trainer.id });
    const res = await call(t, a.cookie, 'DELETE', `/admin/trainers/${trainer.id}`);
    expect(res.status).toBe(204);
    expect(await rowOf(trainer.id)).toBeUndefined();
    expect(
      await t.ctx.db.select().from(sessionTrainers).where(eq(sessionTrainers.trainerId, trainer.id)),
    ).toEqual([]);
    expect((await auditRowsOf(t, 'trainer', trainer.id)).map((r) => r.action)).toEqual(['trainer.delete']);
  });
});

describe('revealing the AHV', () => {
  it('answers the full number, formatted and not cached, and records who saw whose number (not the number)', async () => {
    const trainer = await createTrainer(t.ctx.db, {
      firstName: 'Sara',
      lastName: 'Meier',
      cipher: t.ctx.ahv,
      ahv: '7561234567897',
    });
    const res = await call(t, a.cookie, 'POST', `/admin/trainers/${trainer.id}/ahv/reveal`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(((await res.json()) as AhvRevealResponse).ahv).toBe('756.1234.5678.97');
    const audit = await auditRowsOf(t, 'trainer', trainer.id);
    expect(audit).toMatchObject([
      { actorId: a.admin.id, action: 'trainer.ahv_reveal', details: { whose: 'Sara Meier' } },
    ]);
    const everything = JSON.stringify(await t.ctx.db.select().from(auditLog));
    expect(everything).not.toContain('7561234567897');
    expect(everything).not.toContain('756.1234.5678.97');
  });

  it('says so when no number is stored, and writes no audit row', async () => {
    const trainer = await createTrainer(t.ctx.db);
    const res = await call(t, a.cookie, 'POST', `/admin/trainers/${trainer.id}/ahv/reveal`);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toMatchObject({ code: 'AHV_NOT_STORED' });
    expect(await auditRowsOf(t, 'trainer', trainer.id)).toEqual([]);
  });

  it('refuses a parent with 403 and records nothing', async () => {
    const parent = await createParent(t.ctx.db);
    const cookie = await sessionCookieFor(t, parent.id);
    const trainer = await createTrainer(t.ctx.db, { cipher: t.ctx.ahv });
    const res = await call(t, cookie, 'POST', `/admin/trainers/${trainer.id}/ahv/reveal`);
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain(trainer.ahv!);
    expect(await auditRowsOf(t, 'trainer', trainer.id)).toEqual([]);
  });
});
