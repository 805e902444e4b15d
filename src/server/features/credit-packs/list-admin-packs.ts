import type {
  AdminPackDetails,
  AdminPacksFilter,
  AdminPacksPage,
  AdminPacksQuery,
  AdminPacksSummary,
} from '../../../domain/payments/credit-packs-admin-api';
import { personName } from '../../../domain/people/person-name';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { adminPackView } from './admin-pack-view';
import {
  selectAdminPack,
  selectAdminPacksPage,
  selectOriginPayment,
  selectPackConsumptions,
  selectPacksSummary,
} from './admin-queries';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** One page of a tab of every family's packs, newest first. */
export async function listAdminPacks(ctx: Ctx, query: AdminPacksQuery): Promise<AdminPacksPage> {
  const now = ctx.clock.now();
  const rows = await selectAdminPacksPage(ctx.db, query, now);
  return {
    items: rows.slice(0, query.pageSize).map((row) => adminPackView(row, now)),
    page: query.page,
    pageSize: query.pageSize,
    hasMore: rows.length > query.pageSize,
  };
}

export function summarizeAdminPacks(ctx: Ctx, filter: AdminPacksFilter): Promise<AdminPacksSummary> {
  return selectPacksSummary(ctx.db, filter, ctx.clock.now());
}

/** The pack with where it came from and every credit taken from it (given-back ones shown as refunded). */
export async function adminPackDetails(ctx: Ctx, packId: string): Promise<AdminPackDetails> {
  const now = ctx.clock.now();
  const row = await selectAdminPack(ctx.db, packId);
  if (!row) throw notFound();
  const [consumptions, origin] = await Promise.all([
    selectPackConsumptions(ctx.db, packId),
    row.originPaymentId ? selectOriginPayment(ctx.db, row.originPaymentId) : undefined,
  ]);
  return {
    pack: adminPackView(row, now),
    originPayment: origin
      ? {
          id: origin.id,
          childName: personName(origin),
          title: origin.title,
          date: origin.startsAt.toISOString(),
        }
      : null,
    consumptions: consumptions.map((c) => ({
      id: c.id,
      childName: personName(c),
      title: c.title,
      date: c.startsAt?.toISOString() ?? null,
      qty: c.qty,
      consumedAt: c.consumedAt.toISOString(),
      revertedAt: c.revertedAt?.toISOString() ?? null,
    })),
  };
}
