import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BankImportResult } from '../../../domain/bank/bank-import-api';
import {
  type BankCreditMatch,
  matchBankCredit,
  type ReferencedPayment,
} from '../../../domain/bank/match-bank-credit';
import { type CamtCredit, parseCamt } from '../../../domain/bank/parse-camt';
import type { PayableKind } from '../../../domain/payments/payments-api';
import { zurichDateTimeToInstant } from '../../../domain/time';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { inRetriedTransaction } from '../bookings/transaction';
import { queueLinkDeactivation } from '../payments/deactivate-payment-link';
import {
  insertBankCredits,
  type LockedPayable,
  lockPayables,
  markPaidByBank,
  type NewBankCredit,
  payableKey,
  type ReferencedItems,
  selectImportedKeys,
  selectReferencedItems,
} from './bank-credit-queries';

// "Bankauszug importieren" (issue 17, decision 035): each booked credit of a camt.054 / camt.053 pays the open
// payments its QR reference names when it brings exactly what they ask for (method BANK_TRANSFER, paid on the
// booking day); every other credit is kept for the admin in the unmatched money list. A credit's bank key is
// stored once, so the same file twice, or the statement after its notification, changes nothing.
//
// One transaction per file: the upload is one admin action with one audit row and one answer, and a failure half
// way (a database outage) leaves nothing half-booked. Its statements are batched per chunk of credits, so a file of
// 5,000 credits holds its payment locks for about a second (bench/bank-import.ts); a parent paying one of those
// payments online at that moment waits for the import and then finds it paid (its money is kept as unmatched, as
// for any payment paid twice), or the import waits for the parent and keeps the bank's money as unmatched.

/** Credits per batched statement: 1,000 rows of 15 columns stay well below PostgreSQL's 65,535 parameters. */
const CHUNK = 1000;

/** Imports serialise on this key, so two admins uploading the same file at once book it once. */
const IMPORT_LOCK = sql`select pg_advisory_xact_lock(hashtext('anpfiff.bank-import'))`;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The payments a credit's reference names, as they are now (locked); null without a QR reference. */
function referencedSet(
  credit: CamtCredit,
  sets: Map<string, ReferencedItems>,
  locked: Map<string, LockedPayable>,
) {
  if (credit.reference?.type !== 'QRR') return credit.reference ? undefined : null;
  const set = sets.get(credit.reference.value);
  if (!set) return undefined;
  const payments: ReferencedPayment[] = [];
  let itemsCents = 0;
  for (const item of set.items) {
    const payment = locked.get(payableKey(item.kind, item.id));
    if (!payment) continue;
    itemsCents += item.itemCents;
    payments.push({ kind: item.kind, id: item.id, status: payment.status, amountCents: payment.amountCents });
  }
  return { amountCents: set.amountCents, itemsCents, payments };
}

interface ChunkOutcome {
  matched: number;
  matchedCents: number;
  unmatched: number;
  unmatchedCents: number;
  alreadyImported: number;
  paymentsPaid: number;
}

async function importChunk(
  tx: Tx,
  ctx: Pick<AppContext, 'jobs'>,
  meta: { importId: string; importedBy: string; importedAt: Date },
  credits: readonly CamtCredit[],
  seen: Set<string>,
): Promise<ChunkOutcome> {
  const known = await selectImportedKeys(
    tx,
    credits.map((c) => c.key),
  );
  const fresh: CamtCredit[] = [];
  for (const credit of credits) {
    // A key twice in one file is the bank reporting one credit twice: applied once like any repeat.
    if (known.has(credit.key) || seen.has(credit.key)) continue;
    seen.add(credit.key);
    fresh.push(credit);
  }
  const references = fresh.flatMap((c) => (c.reference?.type === 'QRR' ? [c.reference.value] : []));
  const sets = await selectReferencedItems(tx, references);
  const locked = await lockPayables(
    tx,
    [...sets.values()].flatMap((set) => set.items),
  );

  const rows: NewBankCredit[] = [];
  const paid: { credit: CamtCredit; payments: ReferencedPayment[] }[] = [];
  for (const credit of fresh) {
    const match: BankCreditMatch = matchBankCredit(credit.amountCents, referencedSet(credit, sets, locked));
    if (match.outcome === 'applied') {
      // Paid now: a second credit for the same bill, later in the file, finds it paid.
      for (const payment of match.payments) {
        const state = locked.get(payableKey(payment.kind, payment.id));
        if (state) state.status = 'SUCCEEDED';
      }
      paid.push({ credit, payments: match.payments });
      rows.push({ credit, outcome: 'applied', reason: null });
    } else {
      rows.push({ credit, outcome: 'unmatched', reason: match.reason });
    }
  }

  const ids = await insertBankCredits(tx, meta, rows);
  const byKind = new Map<PayableKind, { id: string; creditId: string; paidAt: Date }[]>();
  for (const { credit, payments } of paid) {
    const paidAt = zurichDateTimeToInstant(credit.bookingDate, '00:00');
    for (const payment of payments) {
      const list = byKind.get(payment.kind) ?? [];
      list.push({ id: payment.id, creditId: ids.get(credit.key)!, paidAt });
      byKind.set(payment.kind, list);
      // Paid by bank: the admin's payment link of it must take no second payment.
      await queueLinkDeactivation(ctx, tx, locked.get(payableKey(payment.kind, payment.id))?.paymentLinkId);
    }
  }
  for (const [kind, list] of byKind) await markPaidByBank(tx, kind, list, meta.importedAt);

  const unmatched = rows.filter((row) => row.outcome === 'unmatched');
  return {
    matched: paid.length,
    matchedCents: paid.reduce((sum, p) => sum + p.credit.amountCents, 0),
    unmatched: unmatched.length,
    unmatchedCents: unmatched.reduce((sum, row) => sum + row.credit.amountCents, 0),
    alreadyImported: credits.length - fresh.length,
    paymentsPaid: paid.reduce((sum, p) => sum + p.payments.length, 0),
  };
}

export async function importBankStatement(
  ctx: AppContext,
  adminId: string,
  upload: { fileName: string; xml: string },
): Promise<BankImportResult> {
  const parsed = parseCamt(upload.xml);
  if (!parsed.ok) throw new AppError(parsed.code, 422, parsed.details);
  const { file } = parsed;
  return inRetriedTransaction(ctx.db, async (tx) => {
    await tx.execute(IMPORT_LOCK);
    const importId = randomUUID();
    const meta = { importId, importedBy: adminId, importedAt: ctx.clock.now() };
    const totals: ChunkOutcome = {
      matched: 0,
      matchedCents: 0,
      unmatched: 0,
      unmatchedCents: 0,
      alreadyImported: 0,
      paymentsPaid: 0,
    };
    const seen = new Set<string>();
    for (const chunk of chunks(file.credits, CHUNK)) {
      const outcome = await importChunk(tx, ctx, meta, chunk, seen);
      for (const key of Object.keys(totals) as (keyof ChunkOutcome)[]) totals[key] += outcome[key];
    }
    const result: BankImportResult = {
      importId,
      kind: file.kind,
      ...totals,
      skippedEntries: file.skippedEntries,
    };
    await recordAudit(tx, {
      actorId: adminId,
      action: 'bank.import',
      subject: { type: 'bank', id: importId },
      details: {
        fileName: upload.fileName.slice(0, 200),
        kind: file.kind,
        matched: result.matched,
        unmatched: result.unmatched,
        alreadyImported: result.alreadyImported,
        skippedEntries: result.skippedEntries,
      },
      at: meta.importedAt,
    });
    return result;
  });
}
