import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/db/schema';
import { AhvInAuditError, recordAudit } from '../../src/server/features/audit/record-audit';
import { setupTestApp } from '../helpers/test-app';

const t = setupTestApp();

describe('recordAudit', () => {
  it("writes who, when, what and which object in the caller's transaction", async () => {
    const at = new Date('2026-05-04T07:00:00.000Z');
    await t.ctx.db.transaction((tx) =>
      recordAudit(tx, {
        actorId: 'admin-1',
        action: 'trainer.ahv_reveal',
        subject: { type: 'trainer', id: 'trainer-1' },
        details: { whose: 'Sara Meier' },
        at,
      }),
    );
    expect(await t.ctx.db.select().from(auditLog)).toMatchObject([
      {
        actorId: 'admin-1',
        action: 'trainer.ahv_reveal',
        subjectType: 'trainer',
        subjectId: 'trainer-1',
        details: { whose: 'Sara Meier' },
        createdAt: at,
      },
    ]);
  });

  it("is gone with the change when the caller's transaction rolls back", async () => {
    const before = (await t.ctx.db.select().from(auditLog)).length;
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await recordAudit(tx, {
          actorId: 'admin-1',
          action: 'training.delete',
          subject: { type: 'training', id: 'training-1' },
          at: new Date(),
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.ctx.db.select().from(auditLog)).toHaveLength(before);
  });

  it.each([['756.1234.5678.97'], ['7561234567897'], ['756 1234 5678 97']])(
    'refuses details holding an AHV number (%s), and writes nothing',
    async (ahv) => {
      const before = (await t.ctx.db.select().from(auditLog)).length;
      await expect(
        recordAudit(t.ctx.db, {
          actorId: 'admin-1',
          action: 'trainer.update',
          subject: { type: 'trainer', id: 'trainer-1' },
          details: { note: `AHV ${ahv}` },
          at: new Date(),
        }),
      ).rejects.toBeInstanceOf(AhvInAuditError);
      expect(await t.ctx.db.select().from(auditLog)).toHaveLength(before);
    },
  );
});
