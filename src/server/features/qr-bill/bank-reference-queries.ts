import { createHash, randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { PayableKind } from '../../../domain/payments/payments-api';
import { isQrReference, qrReferenceOf } from '../../../domain/payments/qr-reference';
import { isUnpaid, type PaymentStatus } from '../../../domain/payments/status';
import type { DbOrTx } from '../../db/client';
import { bankReferenceItems, bankReferences } from '../../db/schema';
import { AppError } from '../../errors';
import { payableTables } from '../payments/payable-tables';

// The stored QR references (db/schema/bank-references.ts). Who may ask for which payments is the caller's check
// (the family scope, or the admin area); here a reference is made for payments that are open right now, and found
// again by the reference the bank reports.

export interface PayableRef {
  kind: PayableKind;
  id: string;
}

interface BankReferenceItem extends PayableRef {
  /** The payment's amount when the reference was made. */
  amountCents: number;
  /** The payment's status now. */
  status: PaymentStatus;
}

interface BankReference {
  id: string;
  /** 27 digits, no spaces. */
  reference: string;
  parentId: string | null;
  amountCents: number;
  createdAt: Date;
}

interface BankReferenceWithItems extends BankReference {
  /** Training payments, camp payments, camp fees in that order; fewer than made when an open one was deleted. */
  items: BankReferenceItem[];
}

const itemColumn = {
  training: bankReferenceItems.paymentId,
  camp: bankReferenceItems.campPaymentId,
  campFee: bankReferenceItems.campCancellationFeeId,
} as const;

const itemColumnName = {
  training: 'paymentId',
  camp: 'campPaymentId',
  campFee: 'campCancellationFeeId',
} as const;

/** 26 random digits, not all zero: the payload of a new QR reference. */
function randomPayload(): string {
  let digits = '';
  while (digits.length < 26) digits += String(randomInt(0, 1_000_000_000)).padStart(9, '0');
  return digits.slice(0, 26);
}

/** The payments' current amount and status, locked so they cannot be paid while the reference is made. */
async function lockPayables(tx: DbOrTx, refs: readonly PayableRef[]) {
  const found: (PayableRef & { amountCents: number; status: PaymentStatus })[] = [];
  for (const kind of Object.keys(payableTables) as PayableKind[]) {
    const ids = [...new Set(refs.filter((r) => r.kind === kind).map((r) => r.id))];
    if (ids.length === 0) continue;
    const table = payableTables[kind];
    const rows = await tx
      .select({ id: table.id, amountCents: table.amountCents, status: table.status })
      .from(table)
      .where(inArray(table.id, ids))
      .orderBy(table.id)
      .for('update');
    for (const row of rows) found.push({ kind, ...row });
  }
  return found;
}

function itemsKeyOf(items: readonly (PayableRef & { amountCents: number })[]): string {
  const lines = items.map((i) => `${i.kind}:${i.id}:${i.amountCents}`).sort();
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

/**
 * The QR reference of a set of open payments (open or failed), made on first request: the same set with the same
 * amounts answers the same reference, also to two requests at once. An unknown payment answers 404, a paid or
 * refunded one PAYMENT_NOT_PAYABLE (409). `parentId` is the debtor the first request named.
 */
export async function ensureBankReference(
  db: DbOrTx,
  params: { parentId: string | null; payables: readonly PayableRef[] },
  payload: () => string = randomPayload,
): Promise<BankReference> {
  if (params.payables.length === 0) throw new RangeError('A reference pays at least one payment');
  return db.transaction(async (tx) => {
    const items = await lockPayables(tx, params.payables);
    const wanted = new Set(params.payables.map((p) => `${p.kind}:${p.id}`));
    if (items.length !== wanted.size) throw new AppError('NOT_FOUND', 404);
    if (items.some((i) => !isUnpaid(i.status))) throw new AppError('PAYMENT_NOT_PAYABLE', 409);
    const itemsKey = itemsKeyOf(items);
    const amountCents = items.reduce((sum, i) => sum + i.amountCents, 0);
    for (let attempt = 0; attempt < 5; attempt++) {
      const [existing] = await tx.select().from(bankReferences).where(eq(bankReferences.itemsKey, itemsKey));
      if (existing) return toBankReference(existing);
      const reference = qrReferenceOf(payload());
      if (!isQrReference(reference)) continue;
      // A concurrent request for the same set, or (rarely) the same random reference, makes this a no-op; the
      // loop then finds the other's row, or draws again.
      const [created] = await tx
        .insert(bankReferences)
        .values({ reference, parentId: params.parentId, amountCents, itemsKey })
        .onConflictDoNothing()
        .returning();
      if (!created) continue;
      await tx.insert(bankReferenceItems).values(
        items.map((i) => ({
          bankReferenceId: created.id,
          kind: i.kind,
          [itemColumnName[i.kind]]: i.id,
          amountCents: i.amountCents,
        })),
      );
      return toBankReference(created);
    }
    throw new Error('No free QR reference after 5 draws');
  });
}

function toBankReference(row: typeof bankReferences.$inferSelect): BankReference {
  return {
    id: row.id,
    reference: row.reference,
    parentId: row.parentId,
    amountCents: row.amountCents,
    createdAt: row.createdAt,
  };
}

/** A reference as the bank reports it (27 digits, no spaces) with the payments it pays; undefined when unknown. */
export async function findBankReference(
  db: DbOrTx,
  reference: string,
): Promise<BankReferenceWithItems | undefined> {
  const [row] = await db.select().from(bankReferences).where(eq(bankReferences.reference, reference));
  if (!row) return undefined;
  const items: BankReferenceItem[] = [];
  for (const kind of Object.keys(payableTables) as PayableKind[]) {
    const table = payableTables[kind];
    const rows = await db
      .select({ id: table.id, amountCents: bankReferenceItems.amountCents, status: table.status })
      .from(bankReferenceItems)
      .innerJoin(table, eq(table.id, itemColumn[kind]))
      .where(eq(bankReferenceItems.bankReferenceId, row.id))
      .orderBy(table.id);
    for (const r of rows) items.push({ kind, ...r });
  }
  return { ...toBankReference(row), items };
}
