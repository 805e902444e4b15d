import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { adminPaymentsQuerySchema } from '../src/domain/payments/admin-payments-api';
import type { PaymentMethod, PaymentStatus } from '../src/domain/payments/values';
import { addDays, zurichToday } from '../src/domain/time';
import type { Db } from '../src/server/db/client';
import {
  campCancellationFees,
  campPayments,
  camps,
  children,
  payments,
  sessions,
} from '../src/server/db/schema';
import { selectAdminPaymentGroups } from '../src/server/features/payments/admin-payment-group-queries';
import {
  selectAdminPayments,
  selectAdminPaymentsSummary,
} from '../src/server/features/payments/admin-payment-queries';
import { campCancellationFeeValues, campPaymentValues, createCamp, paymentValues } from '../tests/factories';
import {
  printComparison,
  reportPlans,
  reportTiming,
  TARGET_P95_MS,
  type ReadTiming as Timing,
} from './list-report';
import { tableSizes } from './query-plans';

// The "Zahlungen" list at 10k and at 100k payments (bench:admin-lists, after the packs): training payments of the
// seeded children and trainings (nine in ten rows), camp payments and camp cancellation fees (the Camps tab), a
// mix of open, paid, failed and refunded, created over two years. First page, filtered pages (Camps tab, Offen), a
// search by parent name and the summary blocks; the grouped view (groups with their sums, filtered and searched,
// and the payments of an opened group), timed through the server like the other lists, and at 100k the plan of
// every statement (EXPLAIN). The list's answer carries the summary of its filtered set, so a page is two
// statements: the page and the summary; a page of groups is one (the totals come from the same pass).

const BATCH = 2000;
const STAGES = [10_000, 100_000] as const;
const CAMPS = 24;

interface PaymentRead {
  label: string;
  path: string;
  run: (db: Db) => Promise<unknown>;
  /**
   * Statements (1-based) that read every row of the filtered set by design, each with the reason printed beside
   * its plan: a whole-table read there is what they are, every other statement must use indexes.
   */
  wholeSet?: Record<number, string>;
}

const SUMS = 'die Summen über alle Zeilen der Auswahl, einmal je Abruf, wie die Zusammenfassung';

function page(params: Record<string, string>) {
  const { page: pageNumber, pageSize, ...filter } = adminPaymentsQuerySchema.parse(params);
  return async (db: Db) => {
    // The list route's service runs both, side by side; the plans read them one after the other.
    await selectAdminPayments(db, filter, { page: pageNumber, pageSize }, new Date());
    await selectAdminPaymentsSummary(db, filter);
  };
}
function groups(params: Record<string, string>) {
  const { page: pageNumber, pageSize, ...filter } = adminPaymentsQuerySchema.parse(params);
  return (db: Db) => selectAdminPaymentGroups(db, filter, { page: pageNumber, pageSize });
}
const path = (base: string, params: Record<string, string>) =>
  `/api/admin/${base}${Object.keys(params).length ? `?${new URLSearchParams(params)}` : ''}`;

/** The reads timed at each size; `busiest` is the training with the most payments (the group the admin opens). */
const readsOf = (busiest: string): PaymentRead[] => [
  {
    label: 'Zahlungen, erste Seite (Trainings)',
    path: path('payments', {}),
    run: page({}),
    wholeSet: { 2: SUMS },
  },
  {
    label: 'Zahlungen, gefiltert (Camps, offen)',
    path: path('payments', { tab: 'camps', status: 'open' }),
    run: page({ tab: 'camps', status: 'open' }),
  },
  {
    label: 'Zahlungen, gefiltert (Trainings, offen, Seite 3)',
    path: path('payments', { status: 'open', page: '3' }),
    run: page({ status: 'open', page: '3' }),
  },
  {
    label: 'Zahlungen, Suche (meier)',
    path: path('payments', { q: 'meier' }),
    run: page({ q: 'meier' }),
  },
  {
    label: 'Zahlungen, Suche Camps (müller)',
    path: path('payments', { tab: 'camps', q: 'müller' }),
    run: page({ tab: 'camps', q: 'müller' }),
  },
  {
    label: 'Gruppiert, erste Seite (Trainings)',
    path: path('payments/groups', {}),
    run: groups({}),
    wholeSet: { 1: SUMS },
  },
  {
    label: 'Gruppiert, gefiltert (Trainings, offen, Seite 3)',
    path: path('payments/groups', { status: 'open', page: '3' }),
    run: groups({ status: 'open', page: '3' }),
  },
  {
    label: 'Gruppiert, Suche (meier)',
    path: path('payments/groups', { q: 'meier' }),
    run: groups({ q: 'meier' }),
  },
  {
    label: 'Gruppiert, Suche Camps (müller)',
    path: path('payments/groups', { tab: 'camps', q: 'müller' }),
    run: groups({ tab: 'camps', q: 'müller' }),
  },
  {
    label: 'Gruppiert, Training geöffnet (Seite 2)',
    path: path('payments', { offer: busiest, page: '2' }),
    run: page({ offer: busiest, page: '2' }),
  },
];

/** Nine in twenty paid, five open, two failed, four refunded; paid ones by TWINT, card, cash or credit. */
function stateOf(i: number): { status: PaymentStatus; method?: PaymentMethod | null } {
  const slot = i % 20;
  const methods: PaymentMethod[] = ['STRIPE_TWINT', 'STRIPE_ONLINE', 'CASH', 'CREDIT'];
  if (slot < 9) return { status: 'SUCCEEDED', method: methods[i % methods.length] };
  if (slot < 14) return { status: 'REQUIRES_PAYMENT' };
  if (slot < 16) return { status: 'FAILED', method: null };
  return { status: 'REFUNDED', method: methods[i % 2] };
}

/** Adds payments up to `target`: nine in ten for trainings, the rest camp payments and (one in four) fees. */
export async function growPaymentsTo(db: Db, seeded: number, target: number): Promise<void> {
  const childIds = (await db.select({ id: children.id }).from(children)).map((c) => c.id);
  const sessionIds = (await db.select({ id: sessions.id }).from(sessions)).map((s) => s.id);
  let campIds = (await db.select({ id: camps.id }).from(camps)).map((c) => c.id);
  if (campIds.length === 0) {
    const today = zurichToday(new Date());
    for (let k = 0; k < CAMPS; k++) await createCamp(db, { startDate: addDays(today, (k - CAMPS / 2) * 30) });
    campIds = (await db.select({ id: camps.id }).from(camps)).map((c) => c.id);
  }
  const now = Date.now();
  const training: (typeof payments.$inferInsert)[] = [];
  const camp: (typeof campPayments.$inferInsert)[] = [];
  const fees: (typeof campCancellationFees.$inferInsert)[] = [];
  for (let i = seeded; i < target; i++) {
    const createdAt = new Date(now - (i % 730) * 86_400_000 - (i % 1440) * 60_000);
    const common = {
      childId: childIds[i % childIds.length]!,
      createdAt,
      updatedAt: createdAt,
      ...stateOf(i),
    };
    const slot = i % 40;
    if (slot < 36) training.push(paymentValues({ ...common, sessionId: sessionIds[i % sessionIds.length]! }));
    else if (slot < 39) camp.push(campPaymentValues({ ...common, campId: campIds[i % campIds.length]! }));
    else fees.push(campCancellationFeeValues({ ...common, campId: campIds[i % campIds.length]! }));
  }
  for (let i = 0; i < training.length; i += BATCH)
    await db.insert(payments).values(training.slice(i, i + BATCH));
  for (let i = 0; i < camp.length; i += BATCH) await db.insert(campPayments).values(camp.slice(i, i + BATCH));
  for (let i = 0; i < fees.length; i += BATCH)
    await db.insert(campCancellationFees).values(fees.slice(i, i + BATCH));
  await db.execute(sql.raw('vacuum analyze payments, camp_payments, camp_cancellation_fees'));
}

/** Times the payments list at 10k and 100k payments; false when a target is missed or a page scans a whole table. */
export async function benchPayments(options: {
  db: Db;
  serverUrl: string;
  cookie: string;
  planPool: pg.Pool;
  timeReads: (url: string, cookie: string) => Promise<Timing>;
}): Promise<boolean> {
  const { db, serverUrl, cookie, planPool, timeReads } = options;
  let ok = true;
  let seeded = 0;
  const results = new Map<string, Record<number, number>>();
  for (const target of STAGES) {
    const started = performance.now();
    await growPaymentsTo(db, seeded, target);
    seeded = target;
    console.log(
      `\n${target} Zahlungen (9 von 10 für Trainings), angelegt in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    const sizes = await tableSizes(planPool);
    const [busiest] = await db
      .select({ id: payments.sessionId })
      .from(payments)
      .groupBy(payments.sessionId)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    for (const list of readsOf(busiest!.id)) {
      const timing = await timeReads(`${serverUrl}${list.path}`, cookie);
      ok = reportTiming(list.label, timing) && ok;
      results.set(list.label, { ...results.get(list.label), [target]: timing.p95 });
      if (target !== STAGES[STAGES.length - 1]) continue;
      ok = (await reportPlans(planPool, sizes, list.run, (n) => list.wholeSet?.[n])) && ok;
    }
  }
  printComparison(
    `Vergleich p95 (10k -> 100k Zahlungen), Ziel p95 < ${TARGET_P95_MS} ms bei 100k:`,
    [...results].map(([label, byStage]) => [label, byStage[STAGES[0]] ?? 0, byStage[STAGES[1]] ?? 0]),
  );
  return ok;
}
