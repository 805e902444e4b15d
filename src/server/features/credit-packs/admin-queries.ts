import { addDays } from 'date-fns';
import { and, desc, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type {
  AdminPackOrigin,
  AdminPacksFilter,
  AdminPacksQuery,
  AdminPacksSummary,
  AdminPackTab,
} from '../../../domain/payments/credit-packs-admin-api';
import type { PackStatus, PaymentMethod } from '../../../domain/payments/values';
import type { DbOrTx } from '../../db/client';
import {
  camps,
  children,
  creditConsumptions,
  creditPacks,
  payments,
  profiles,
  sessions,
} from '../../db/schema';
import { containsEveryWord } from '../../db/text-search';
import { consumptionColumns } from './consumption-columns';

// The back office's reads and writes of credit packs, across every family: the tab, the search and the paging
// are the database's (ordered on credit_packs_status_created_at_idx, searched on profiles_search_trgm_idx).

/** Name and e-mail as the search matches them: the expression profiles_search_trgm_idx indexes. */
const searchText = sql`(coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '') || ' ' || ${profiles.email})`;

const notPastExpiry = (now: Date) =>
  or(isNull(creditPacks.expiresAt), sql`${creditPacks.expiresAt} > ${now}`);

/** ACTIVE past its date counts as expired before the expiry job has set its status (packTab in the domain). */
function tabCondition(tab: AdminPackTab, now: Date): SQL {
  if (tab === 'cancelled') return eq(creditPacks.status, 'CANCELLED');
  if (tab === 'active') return and(eq(creditPacks.status, 'ACTIVE'), notPastExpiry(now)) as SQL;
  return or(
    eq(creditPacks.status, 'EXPIRED'),
    and(eq(creditPacks.status, 'ACTIVE'), lte(creditPacks.expiresAt, now)),
  ) as SQL;
}

const adminPackColumns = {
  id: creditPacks.id,
  parentId: creditPacks.parentId,
  parentFirstName: profiles.firstName,
  parentLastName: profiles.lastName,
  parentEmail: profiles.email,
  status: creditPacks.status,
  origin: creditPacks.origin,
  originPaymentId: creditPacks.originPaymentId,
  totalCredits: creditPacks.totalCredits,
  creditsRemaining: creditPacks.creditsRemaining,
  unitValueCents: creditPacks.unitValueCents,
  priceCentsPaid: creditPacks.priceCentsPaid,
  paymentMethod: creditPacks.paymentMethod,
  createdAt: creditPacks.createdAt,
  expiresAt: creditPacks.expiresAt,
};

export interface AdminPackRow {
  id: string;
  parentId: string;
  parentFirstName: string | null;
  parentLastName: string | null;
  parentEmail: string;
  status: PackStatus;
  origin: AdminPackOrigin;
  originPaymentId: string | null;
  totalCredits: number;
  creditsRemaining: number;
  unitValueCents: number;
  priceCentsPaid: number;
  paymentMethod: PaymentMethod | null;
  createdAt: Date;
  expiresAt: Date | null;
}

/** One page, newest first, plus one row more when another page follows. */
export function selectAdminPacksPage(db: DbOrTx, query: AdminPacksQuery, now: Date): Promise<AdminPackRow[]> {
  return db
    .select(adminPackColumns)
    .from(creditPacks)
    .innerJoin(profiles, eq(profiles.id, creditPacks.parentId))
    .where(and(tabCondition(query.tab, now), containsEveryWord(searchText, query.q)))
    .orderBy(desc(creditPacks.createdAt), desc(creditPacks.id))
    .limit(query.pageSize + 1)
    .offset((query.page - 1) * query.pageSize);
}

export async function selectAdminPack(db: DbOrTx, packId: string): Promise<AdminPackRow | undefined> {
  const [row] = await db
    .select(adminPackColumns)
    .from(creditPacks)
    .innerJoin(profiles, eq(profiles.id, creditPacks.parentId))
    .where(eq(creditPacks.id, packId));
  return row;
}

const FIGURES = ['active_packs', 'credits', 'value_cents', 'expiring', 'expired', 'cancelled'] as const;
type Figures = Record<(typeof FIGURES)[number], string | number | null>;

/** The stats and tab counts of the packs in FROM, as FIGURES. */
function packFigures(now: Date): SQL {
  const active = tabCondition('active', now);
  const k = creditPacks;
  return sql`
    count(*) filter (where ${active}) as active_packs,
    coalesce(sum(${k.creditsRemaining}) filter (where ${active}), 0) as credits,
    coalesce(sum(${k.creditsRemaining}::bigint * ${k.unitValueCents}) filter (where ${active}), 0) as value_cents,
    count(*) filter (where ${active} and ${k.expiresAt} <= ${addDays(now, 30)}) as expiring,
    count(*) filter (where ${tabCondition('expired', now)}) as expired,
    count(*) filter (where ${tabCondition('cancelled', now)}) as cancelled`;
}

/**
 * The stats and the tabs' counts over the packs the search finds. Without a search, one pass over the packs (a
 * whole-set figure, read once per filter). With one, the packs of each matching parent through
 * credit_packs_parent_id_status_idx (a lateral aggregate per parent, which the planner cannot turn into a scan of
 * every pack), the parents from profiles_search_trgm_idx.
 */
export async function selectPacksSummary(
  db: DbOrTx,
  filter: AdminPacksFilter,
  now: Date,
): Promise<AdminPacksSummary> {
  const search = containsEveryWord(searchText, filter.q);
  const total = (name: string) => sql.raw(`coalesce(sum(x.${name}), 0) as ${name}`);
  const query = search
    ? sql`select ${sql.join(FIGURES.map(total), sql`, `)}
        from ${profiles} cross join lateral (
          select ${packFigures(now)} from ${creditPacks} where ${creditPacks.parentId} = ${profiles.id}
        ) x
        where ${search}`
    : sql`select ${packFigures(now)} from ${creditPacks}`;
  const row = (await db.execute<Figures>(query)).rows[0];
  const n = (name: (typeof FIGURES)[number]) => Number(row?.[name] ?? 0);
  return {
    stats: {
      activePacks: n('active_packs'),
      creditsOutstanding: n('credits'),
      outstandingValueCents: n('value_cents'),
      expiringIn30Days: n('expiring'),
    },
    tabs: { active: n('active_packs'), expired: n('expired'), cancelled: n('cancelled') },
  };
}

/** Every credit taken from the pack, newest first, with the child and the training (or the camp, without a start). */
export function selectPackConsumptions(db: DbOrTx, packId: string) {
  return db
    .select(consumptionColumns)
    .from(creditConsumptions)
    .innerJoin(children, eq(children.id, creditConsumptions.childId))
    .leftJoin(sessions, eq(sessions.id, creditConsumptions.sessionId))
    .leftJoin(camps, eq(camps.id, creditConsumptions.campId))
    .where(eq(creditConsumptions.packId, packId))
    .orderBy(desc(creditConsumptions.consumedAt), desc(creditConsumptions.id));
}

/** The training payment a given-back credit came from. */
export async function selectOriginPayment(db: DbOrTx, paymentId: string) {
  const [row] = await db
    .select({
      id: payments.id,
      firstName: children.firstName,
      lastName: children.lastName,
      title: sessions.title,
      startsAt: sessions.startsAt,
    })
    .from(payments)
    .innerJoin(children, eq(children.id, payments.childId))
    .innerJoin(sessions, eq(sessions.id, payments.sessionId))
    .where(eq(payments.id, paymentId));
  return row;
}

/**
 * ACTIVE -> `status` as one conditional update: of two admins at once, exactly one finds the pack ACTIVE (the
 * other's update waits on the row and then matches nothing). Answers the credits that were left, or undefined.
 */
export async function leaveActive(
  db: DbOrTx,
  { packId, status, now }: { packId: string; status: 'EXPIRED' | 'CANCELLED'; now: Date },
): Promise<{ creditsRemaining: number } | undefined> {
  const [row] = await db
    .update(creditPacks)
    .set({ status, updatedAt: now })
    .where(and(eq(creditPacks.id, packId), eq(creditPacks.status, 'ACTIVE')))
    .returning({ creditsRemaining: creditPacks.creditsRemaining });
  return row;
}
