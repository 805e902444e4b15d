import { desc } from 'drizzle-orm';
import { familyPriceMessages as m } from '../../../domain/messages/family-prices';
import { ruleInForce } from '../../../domain/pricing/family-prices';
import {
  type AdminSiblingDiscountRules,
  SIBLING_DISCOUNT_KINDS,
  type SiblingDiscountRuleInput,
} from '../../../domain/pricing/family-prices-api';
import { zurichToday } from '../../../domain/time';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { siblingDiscountRules } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';

// The admin's sibling discount rules (decision 053). A rule is added, or replaced for the same kind and day; the
// bookings made from its day on are priced with it, the ones before keep their price.

/** Every rule, latest valid-from first, the one in force today marked. */
export async function listSiblingDiscountRules(db: DbOrTx, now: Date): Promise<AdminSiblingDiscountRules> {
  const rows = await db
    .select({
      id: siblingDiscountRules.id,
      offerKind: siblingDiscountRules.offerKind,
      validFrom: siblingDiscountRules.validFrom,
      secondChildPercent: siblingDiscountRules.secondChildPercent,
      thirdChildPercent: siblingDiscountRules.thirdChildPercent,
    })
    .from(siblingDiscountRules)
    .orderBy(desc(siblingDiscountRules.validFrom));
  const today = zurichToday(now);
  const current = new Set(SIBLING_DISCOUNT_KINDS.map((kind) => ruleInForce(rows, kind, today)?.id));
  return { rules: rows.map((row) => ({ ...row, current: current.has(row.id) })) };
}

/** Adds the rule, or replaces the one of the same kind and day, with its audit row, in one transaction. */
export async function setSiblingDiscountRule(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  adminId: string,
  input: SiblingDiscountRuleInput,
): Promise<AdminSiblingDiscountRules> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const values = { ...input, createdBy: adminId, createdAt: now };
    const [row] = await tx
      .insert(siblingDiscountRules)
      .values(values)
      .onConflictDoUpdate({
        target: [siblingDiscountRules.offerKind, siblingDiscountRules.validFrom],
        set: values,
      })
      .returning({ id: siblingDiscountRules.id });
    if (!row) throw new Error('sibling discount rule upsert returned no row');
    await recordAudit(tx, {
      actorId: adminId,
      action: 'discount.set',
      subject: { type: 'discount', id: row.id },
      details: {
        name: `${m.adminKind[input.offerKind]}: ${m.adminRule(input.secondChildPercent, input.thirdChildPercent)}`,
        validFrom: input.validFrom,
      },
      at: now,
    });
    return listSiblingDiscountRules(tx, now);
  });
}
