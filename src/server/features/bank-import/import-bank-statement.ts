import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BankImportResult } from '../../../domain/bank/bank-import-api';
import {
  type BankCreditMatch,
  matchBankCredit,
  type ReferencedPayment,
} from '../../../domain/bank/match-bank-credit';
import type { PayableKind } from '../../../domain/payments/payments-api';
import { zurichDateTimeToInstant } from '../../../domain/time';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { inRetriedTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { type HeldPayment, type MoveRecord, movePayments } from '../payments/payment-state';
import {
  insertBankCredits,
  insertBankEntries,
  lockPayables,
  markEntriesItemised,
  type NewBankCredit,
  payableKey,
  type ReferencedItems,
  selectKnownEntries,
  selectReferencedItems,
} from './bank-credit-queries';
import { type CamtCredit, type CamtEntry, parseCamt } from './parse-camt';

// "Bankauszug importieren" (issue 17, decision 035): each booked credit of a camt.054 / camt.053 pays the open
// payments its QR reference names when it brings exactly what they ask for (method BANK_TRANSFER, paid on the
// booking day); every other credit is kept for the admin in the unmatched money list. Each booking (entry) is
// stored once under the key every file and shape of it shares: the same file twice, the statement after its
// notification, a batch summarised after it was itemised change nothing; an entry whose details are in another
// file waits as "Details folgen" and the file that itemises it books its credits then (issue 25).
//
// One transaction per file: the upload is one admin action with one audit row and one answer, and a failure half
// way (a database outage) leaves nothing half-booked. Its statements are batched per chunk of credits, so a file of
// 5,000 credits holds its payment locks for about a second (bench/bank-import.ts); a parent paying one of those
// payments online at that moment waits for the import and then finds it paid (its money is kept as unmatched, as
// for any payment paid twice), or the import waits for the parent and keeps the bank's money as unmatched.

/** Entries per batched round of statements (columns travel as arrays, so this bounds work, not parameters). */
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
  locked: Map<string, HeldPayment>,
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
  awaitingDetails: number;
  awaitingDetailsCents: number;
}

type ImportMeta = { importId: string; importedBy: string; importedAt: Date };

/** What a file reports of an entry, counted as "bereits importiert" when it brings nothing new. */
const unitsOf = (entry: CamtEntry) => Math.max(entry.credits.length, 1);

/**
 * The file's entries once each: a report repeated in the file is the same money, and where one report summarises
 * an entry that another itemises, the itemised one stands for both.
 */
function distinctEntries(entries: readonly CamtEntry[]): { distinct: CamtEntry[]; repeated: number } {
  const byKey = new Map<string, CamtEntry>();
  let repeated = 0;
  for (const entry of entries) {
    const first = byKey.get(entry.key);
    if (!first) {
      byKey.set(entry.key, entry);
      continue;
    }
    if (first.details === 'awaiting' && entry.details === 'itemised') {
      byKey.set(entry.key, entry);
      repeated += unitsOf(first);
    } else {
      repeated += unitsOf(entry);
    }
  }
  return { distinct: [...byKey.values()], repeated };
}

/** Matches the credits of entries booked now against the payments their references name, and books them. */
async function bookCredits(
  tx: Tx,
  ctx: Pick<AppContext, 'jobs'>,
  meta: ImportMeta,
  credits: readonly { credit: CamtCredit; key: string; entryId: string }[],
) {
  const references = credits.flatMap(({ credit: c }) =>
    c.reference?.type === 'QRR' ? [c.reference.value] : [],
  );
  const sets = await selectReferencedItems(tx, references);
  const locked = await lockPayables(
    tx,
    [...sets.values()].flatMap((set) => set.items),
  );

  const rows: NewBankCredit[] = [];
  const paid: { credit: CamtCredit; key: string; payments: { kind: PayableKind; held: HeldPayment }[] }[] =
    [];
  for (const row of credits) {
    const match: BankCreditMatch = matchBankCredit(
      row.credit.amountCents,
      referencedSet(row.credit, sets, locked),
    );
    if (match.outcome === 'applied') {
      const payments = match.payments.map(({ kind, id }) => {
        const key = payableKey(kind, id);
        const held = locked.get(key)!;
        // Paid now: a second credit for the same bill, later in the file, finds it paid.
        locked.set(key, { ...held, status: 'SUCCEEDED' });
        return { kind, held };
      });
      paid.push({ credit: row.credit, key: row.key, payments });
      rows.push({ ...row, outcome: 'applied', reason: null });
    } else {
      rows.push({ ...row, outcome: 'unmatched', reason: match.reason });
    }
  }

  const ids = await insertBankCredits(tx, meta, rows);
  const byKind = new Map<PayableKind, { payment: HeldPayment; record: MoveRecord }[]>();
  for (const { credit, key, payments } of paid) {
    const paidAt = zurichDateTimeToInstant(credit.bookingDate, '00:00');
    for (const { kind, held } of payments) {
      const list = byKind.get(kind) ?? [];
      list.push({ payment: held, record: { method: 'BANK_TRANSFER', paidAt, bankCreditId: ids.get(key)! } });
      byKind.set(kind, list);
    }
  }
  // Paid by bank on the booking day, with the credit that paid each; their payment links take no second payment.
  for (const [kind, list] of byKind) await movePayments(ctx, tx, kind, 'PAY_BY_BANK', list, meta.importedAt);

  const unmatched = rows.filter((row) => row.outcome === 'unmatched');
  return {
    matched: paid.length,
    matchedCents: paid.reduce((sum, p) => sum + p.credit.amountCents, 0),
    unmatched: unmatched.length,
    unmatchedCents: unmatched.reduce((sum, row) => sum + row.credit.amountCents, 0),
    paymentsPaid: paid.reduce((sum, p) => sum + p.payments.length, 0),
  };
}

async function importChunk(
  tx: Tx,
  ctx: Pick<AppContext, 'jobs'>,
  meta: ImportMeta,
  entries: readonly CamtEntry[],
): Promise<ChunkOutcome> {
  const known = await selectKnownEntries(
    tx,
    entries.map((e) => e.key),
  );
  const fresh: CamtEntry[] = [];
  const completed: { entry: CamtEntry; id: string }[] = [];
  let alreadyImported = 0;
  for (const entry of entries) {
    const prior = known.get(entry.key);
    if (!prior) fresh.push(entry);
    // The details the statement said would follow: its credits are booked now, once.
    else if (prior.details === 'awaiting' && entry.details === 'itemised')
      completed.push({ entry, id: prior.id });
    else alreadyImported += unitsOf(entry);
  }

  const entryIds = await insertBankEntries(tx, meta, fresh);
  await markEntriesItemised(
    tx,
    meta,
    completed.map((c) => c.id),
  );
  const booked = [
    ...fresh
      .filter((e) => e.details === 'itemised')
      .map((entry) => ({ entry, id: entryIds.get(entry.key)! })),
    ...completed,
  ].flatMap(({ entry, id }) =>
    entry.credits.map((credit, index) => ({ credit, key: `${entry.key}/${index + 1}`, entryId: id })),
  );
  const outcome = await bookCredits(tx, ctx, meta, booked);
  const awaiting = fresh.filter((e) => e.details === 'awaiting');
  return {
    ...outcome,
    alreadyImported,
    awaitingDetails: awaiting.length,
    awaitingDetailsCents: awaiting.reduce((sum, e) => sum + e.amountCents, 0),
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
    const { distinct, repeated } = distinctEntries(file.entries);
    const totals: ChunkOutcome = {
      matched: 0,
      matchedCents: 0,
      unmatched: 0,
      unmatchedCents: 0,
      alreadyImported: repeated,
      paymentsPaid: 0,
      awaitingDetails: 0,
      awaitingDetailsCents: 0,
    };
    for (const chunk of chunks(distinct, CHUNK)) {
      const outcome = await importChunk(tx, ctx, meta, chunk);
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
        awaitingDetails: result.awaitingDetails,
        skippedEntries: result.skippedEntries,
      },
      at: meta.importedAt,
    });
    return result;
  });
}
