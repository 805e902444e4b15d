import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogPage } from '../../src/domain/audit/audit-log-api';
import { recordAudit } from '../../src/server/features/audit/record-audit';
import { createChild, createParent, createTrainer } from '../factories';
import { setupTestApp } from '../helpers/test-app';
import { call, errorOf, type SignedInAdmin, signedInAdmin } from './admin-fixtures';

// /api/admin/audit-log: the admins' page of who did what to which object, newest first, filtered and paged by the
// database. This file's database holds only the rows its tests write.

const t = setupTestApp();
let a: SignedInAdmin;
beforeAll(async () => {
  a = await signedInAdmin(t);
});

async function log(query = ''): Promise<AuditLogPage> {
  const res = await call(t, a.cookie, 'GET', `/admin/audit-log${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AuditLogPage;
}

describe('the audit log', () => {
  it('lists who did what to which object, newest first, and never an AHV number', async () => {
    const parent = await createParent(t.ctx.db, { firstName: 'Petra', lastName: 'Brunner' });
    const child = await createChild(t.ctx.db, {
      parentId: parent.id,
      firstName: 'Emma',
      cipher: t.ctx.ahv,
      ahv: '7569217076985',
    });
    const trainer = await createTrainer(t.ctx.db, {
      firstName: 'Sara',
      lastName: 'Meier',
      cipher: t.ctx.ahv,
    });

    t.clock.advance(1000);
    expect((await call(t, a.cookie, 'POST', `/admin/children/${child.id}/ahv/reveal`)).status).toBe(200);
    t.clock.advance(1000);
    expect((await call(t, a.cookie, 'POST', `/admin/trainers/${trainer.id}/ahv/reveal`)).status).toBe(200);
    t.clock.advance(1000);
    expect(
      (
        await call(t, a.cookie, 'PUT', `/admin/parents/${parent.id}`, {
          firstName: 'Petra',
          lastName: 'Brunner-Huber',
          mobile: '',
        })
      ).status,
    ).toBe(200);

    const res = await call(t, a.cookie, 'GET', '/admin/audit-log');
    const text = await res.text();
    expect(text).not.toContain('7569217076985');
    expect(text).not.toContain('756.9217.0769.85');
    expect(text).not.toContain(trainer.ahv!);
    const { items, hasMore } = JSON.parse(text) as AuditLogPage;
    expect(hasMore).toBe(false);
    expect(items.map((e) => [e.action, e.subject.type, e.subject.id, e.subject.label])).toEqual([
      ['parent.update', 'parent', parent.id, 'Petra Brunner-Huber'],
      ['trainer.ahv_reveal', 'trainer', trainer.id, 'Sara Meier'],
      ['child.ahv_reveal', 'child', child.id, `Emma ${child.lastName}`],
    ]);
    const adminName = `${a.admin.firstName} ${a.admin.lastName}`;
    expect(items.every((e) => e.actor.id === a.admin.id && e.actor.name === adminName)).toBe(true);
    expect(items[0]?.details).toEqual({ changed: ['lastName', 'mobile'] });
    expect(new Date(items[0]!.at).getTime()).toBeGreaterThan(new Date(items[2]!.at).getTime());
  });

  it('names a deleted object as its row recorded it, and an actor whose account is gone as unknown', async () => {
    const parent = await createParent(t.ctx.db);
    const child = await createChild(t.ctx.db, {
      parentId: parent.id,
      firstName: 'Weg',
      lastName: 'Gelöscht',
    });
    t.clock.advance(1000);
    expect((await call(t, a.cookie, 'DELETE', `/admin/children/${child.id}`)).status).toBe(204);
    const [deleted] = (await log('?action=child.delete')).items;
    expect(deleted).toMatchObject({ subject: { id: child.id, label: 'Weg Gelöscht' } });

    t.clock.advance(1000);
    await recordAudit(t.ctx.db, {
      actorId: 'an-account-that-is-gone',
      action: 'trainer.delete',
      subject: { type: 'trainer', id: 'not-a-uuid' },
      at: t.clock.now(),
    });
    const [gone] = (await log('?action=trainer.delete')).items;
    expect(gone).toMatchObject({
      actor: { id: 'an-account-that-is-gone', name: null },
      subject: { label: null },
    });
  });

  it('filters by action and by object type, and pages', async () => {
    const parent = await createParent(t.ctx.db);
    for (const firstName of ['Eins', 'Zwei', 'Drei']) {
      t.clock.advance(1000);
      await call(t, a.cookie, 'PUT', `/admin/parents/${parent.id}`, {
        firstName,
        lastName: 'Seiten',
        mobile: '',
      });
    }
    const updates = await log('?action=parent.update');
    expect(updates.items.every((e) => e.action === 'parent.update')).toBe(true);
    expect(updates.items.length).toBeGreaterThanOrEqual(4);

    const byType = await log('?subjectType=trainer');
    expect(byType.items.length).toBeGreaterThan(0);
    expect(byType.items.every((e) => e.subject.type === 'trainer')).toBe(true);

    const first = await log('?action=parent.update&pageSize=2');
    const second = await log('?action=parent.update&pageSize=2&page=2');
    expect([first.items.length, first.hasMore]).toEqual([2, true]);
    expect(first.items.map((e) => e.details)).toEqual([
      { changed: ['firstName'] },
      { changed: ['firstName'] },
    ]);
    const ids = [...first.items, ...second.items].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(updates.items.slice(0, ids.length).map((e) => e.id));

    expect((await log('?action=camp.create')).items).toEqual([]);
  });

  it.each([
    ['?action=DROP%20TABLE', 'action'],
    ['?action=child', 'action'],
    ['?subjectType=Kind%20x', 'subjectType'],
    ['?page=0', 'page'],
  ])('refuses %s with 400 naming the parameter', async (query, field) => {
    const res = await call(t, a.cookie, 'GET', `/admin/audit-log${query}`);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'VALIDATION', details: { fields: [field] } });
  });
});
