import { addMonths } from 'date-fns';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { CREDIT_PACK_CREDITS, CREDIT_PACK_PRICE_CENTS } from '../src/domain/constants';
import { adminPacksFilterSchema, adminPacksQuerySchema } from '../src/domain/payments/credit-packs-admin-api';
import type { Db } from '../src/server/db/client';
import { creditPacks, profiles } from '../src/server/db/schema';
import { listAdminPacks, summarizeAdminPacks } from '../src/server/features/credit-packs/list-admin-packs';
import { printComparison, reportPlans, reportTiming, type ReadTiming as Timing } from './list-report';
import { tableSizes } from './query-plans';

// The "Abos" list at 10k and at 20k credit packs (bench:admin-lists, after the children, parents and trainings):
// packs of the seeded parents, three in four active, the rest expired or cancelled, bought over two years. First
// page, a filtered page (the Storniert tab), a search and the stats, timed through the server like the other
// lists, and at 20k the plan of every statement (EXPLAIN).

const BATCH = 1000;
const STAGES = [10_000, 20_000] as const;
const clock = { now: () => new Date() };

interface PackRead {
  label: string;
  path: string;
  run: (db: Db) => Promise<unknown>;
  wholeSet?: boolean;
}

const READS: PackRead[] = [
  {
    label: 'Abos, erste Seite (aktiv)',
    path: '/api/admin/packs',
    run: (db) => listAdminPacks({ db, clock }, adminPacksQuerySchema.parse({})),
  },
  {
    label: 'Abos, gefiltert (storniert, Seite 2)',
    path: '/api/admin/packs?tab=cancelled&page=2',
    run: (db) => listAdminPacks({ db, clock }, adminPacksQuerySchema.parse({ tab: 'cancelled', page: '2' })),
  },
  {
    label: 'Abos, Suche (meier)',
    path: '/api/admin/packs?q=meier',
    run: (db) => listAdminPacks({ db, clock }, adminPacksQuerySchema.parse({ q: 'meier' })),
  },
  {
    label: 'Abos, Statistik Suche (meier)',
    path: '/api/admin/packs/summary?q=meier',
    run: (db) => summarizeAdminPacks({ db, clock }, adminPacksFilterSchema.parse({ q: 'meier' })),
  },
  {
    label: 'Abos, Statistik über alle',
    path: '/api/admin/packs/summary',
    run: (db) => summarizeAdminPacks({ db, clock }, adminPacksFilterSchema.parse({})),
    wholeSet: true,
  },
];

/** Adds packs up to `target`, spread over the parents already seeded. */
async function growPacksTo(db: Db, seeded: number, target: number): Promise<void> {
  const parentIds = (
    await db.select({ id: profiles.id }).from(profiles).where(sql`${profiles.role} <> 'admin'`)
  ).map((p) => p.id);
  const now = Date.now();
  const rows = Array.from({ length: target - seeded }, (_, k) => {
    const i = seeded + k;
    const createdAt = new Date(now - (i % 730) * 86_400_000 - (i % 1440) * 60_000);
    const slot = i % 20;
    const status = slot < 15 ? 'ACTIVE' : slot < 18 ? 'EXPIRED' : 'CANCELLED';
    return {
      parentId: parentIds[i % parentIds.length]!,
      totalCredits: CREDIT_PACK_CREDITS,
      creditsRemaining: i % (CREDIT_PACK_CREDITS + 1),
      priceCentsPaid: CREDIT_PACK_PRICE_CENTS,
      paymentMethod: 'STRIPE_ONLINE' as const,
      status: status as 'ACTIVE' | 'EXPIRED' | 'CANCELLED',
      createdAt,
      updatedAt: createdAt,
      expiresAt: addMonths(createdAt, 12),
    };
  });
  for (let i = 0; i < rows.length; i += BATCH) await db.insert(creditPacks).values(rows.slice(i, i + BATCH));
  await db.execute(sql.raw('vacuum analyze credit_packs'));
}

/** Times the packs list at 10k and 20k packs; false when a target is missed or a page scans a whole table. */
export async function benchPacks(options: {
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
    await growPacksTo(db, seeded, target);
    seeded = target;
    console.log(`\n${target} Abos, angelegt in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    const sizes = await tableSizes(planPool);
    for (const list of READS) {
      const timing = await timeReads(`${serverUrl}${list.path}`, cookie);
      ok = reportTiming(list.label, timing) && ok;
      results.set(list.label, { ...results.get(list.label), [target]: timing.p95 });
      if (target !== STAGES[STAGES.length - 1]) continue;
      const wholeSet = list.wholeSet
        ? 'eine Statistik über alle, einmal je Filter, nicht je Seite'
        : undefined;
      ok = (await reportPlans(planPool, sizes, list.run, () => wholeSet)) && ok;
    }
  }
  printComparison(
    'Vergleich p95 (10k -> 20k Abos), Ziel p95 < 100 ms bei 20k:',
    [...results].map(([label, byStage]) => [label, byStage[STAGES[0]] ?? 0, byStage[STAGES[1]] ?? 0]),
  );
  return ok;
}
