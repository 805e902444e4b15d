import type {
  AdminPushHistoryItem,
  AdminPushHistoryPage,
  AdminPushParentName,
  AdminPushParentsPage,
  AdminPushRecipientsPage,
  AdminPushStats,
  AdminPushSubscribersPage,
  PushParentsQuery,
} from '../../../domain/push/admin-push-api';
import { PUSH_SELECT_ALL_MAX } from '../../../domain/push/admin-push-api';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { displayName } from '../family/family-profile';
import {
  countRecipientStates,
  findPushHistory,
  listParentsWithPush,
  listPushHistory,
  listRecipients,
  listSubscribers,
  type PushHistoryWithCreator,
  parentIdsWithPush,
  pushStats,
} from './admin-push-queries';

// The "Push" screen's reads (admin-back-office.md sections 2, 3 and 8): stats, history, a send's recipients per
// parent, devices and the parent picker.

type Ctx = Pick<AppContext, 'db'>;
type PageQuery = { page: number; pageSize: number };

function paged<T>(rows: T[], { page, pageSize }: PageQuery) {
  return { items: rows.slice(0, pageSize), page, pageSize, hasMore: rows.length > pageSize };
}

const window = ({ page, pageSize }: PageQuery) => ({ limit: pageSize + 1, offset: (page - 1) * pageSize });

function parentNameOf(r: { userId: string } & Parameters<typeof displayName>[0]): AdminPushParentName {
  return { userId: r.userId, parentName: displayName(r), parentEmail: r.email };
}

export function toHistoryItem(row: PushHistoryWithCreator): AdminPushHistoryItem {
  const { history } = row;
  return {
    id: history.id,
    title: history.title,
    body: history.body,
    targetUrl: history.targetUrl,
    recipientType: history.recipientType,
    sentTo: history.sentTo,
    failed: history.failed,
    createdByName:
      row.creatorEmail === null
        ? null
        : displayName({
            email: row.creatorEmail,
            firstName: row.creatorFirstName,
            lastName: row.creatorLastName,
          }),
    createdAt: history.createdAt.toISOString(),
  };
}

export async function adminPushStats(ctx: Ctx): Promise<AdminPushStats> {
  const { devices, parents } = await pushStats(ctx.db);
  return {
    devices,
    parents,
    averageDevicesPerParent: parents === 0 ? 0 : Math.round((devices / parents) * 10) / 10,
  };
}

export async function adminPushHistory(ctx: Ctx, query: PageQuery): Promise<AdminPushHistoryPage> {
  const page = paged(await listPushHistory(ctx.db, window(query)), query);
  return { ...page, items: page.items.map(toHistoryItem) };
}

export async function adminPushHistoryItem(ctx: Ctx, historyId: string): Promise<AdminPushHistoryItem> {
  const row = await findPushHistory(ctx.db, historyId);
  if (!row) throw notFound();
  return toHistoryItem(row);
}

export async function adminPushRecipients(
  ctx: Ctx,
  historyId: string,
  query: PageQuery,
): Promise<AdminPushRecipientsPage> {
  if (!(await findPushHistory(ctx.db, historyId))) throw notFound();
  const page = paged(await listRecipients(ctx.db, historyId, window(query)), query);
  return {
    ...page,
    items: page.items.map((r) => ({ ...parentNameOf(r), state: r.state })),
    counts: await countRecipientStates(ctx.db, historyId),
  };
}

export async function adminPushSubscribers(ctx: Ctx, query: PageQuery): Promise<AdminPushSubscribersPage> {
  const page = paged(await listSubscribers(ctx.db, window(query)), query);
  return {
    ...page,
    items: page.items.map((r) => ({
      subscriptionId: r.subscriptionId,
      ...parentNameOf(r),
      deviceInfo: r.deviceInfo,
      subscribedAt: r.subscribedAt.toISOString(),
      lastNotificationAt: r.lastNotificationAt?.toISOString() ?? null,
    })),
  };
}

export async function adminPushParents(ctx: Ctx, query: PushParentsQuery): Promise<AdminPushParentsPage> {
  const [rows, stats] = await Promise.all([
    listParentsWithPush(ctx.db, query.q, window(query)),
    pushStats(ctx.db),
  ]);
  const page = paged(rows, query);
  return {
    ...page,
    items: page.items.map((r) => ({ ...parentNameOf(r), subscriptionCount: r.subscriptionCount })),
    totalWithPush: stats.parents,
  };
}

export async function adminPushParentIds(ctx: Ctx, q: string): Promise<string[]> {
  return parentIdsWithPush(ctx.db, q, PUSH_SELECT_ALL_MAX);
}
