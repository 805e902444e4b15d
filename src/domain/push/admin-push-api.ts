// The contract of the admin's push endpoints (/api/admin/push): the "Push" screen (admin-back-office.md sections
// 2, 3, 4, 5, 8 and 9), each defined in admin-push-endpoints.ts. Every list is paged in SQL.
//   GET    /admin/push/stats                        -> AdminPushStats
//   POST   /admin/push                              <- PushComposeInput -> 201 AdminPushSendResponse
//   GET    /admin/push/history?page                 -> AdminPushHistoryPage  newest first
//   GET    /admin/push/history/:id                  -> AdminPushHistoryResponse (the send's counts so far)
//   DELETE /admin/push/history/:id                  -> 204; 409 PUSH_DELIVERY_PENDING while devices still wait
//   GET    /admin/push/history/:id/recipients?page  -> AdminPushRecipientsPage  one row per parent, counts per state
//   GET    /admin/push/subscribers?page             -> AdminPushSubscribersPage one row per device
//   GET    /admin/push/parents?q&page               -> AdminPushParentsPage  parents with a device (the picker)
//   GET    /admin/push/parents/ids?q                -> AdminPushParentIds    every match, for "select all"
import { z } from 'zod';
import type { MessageState, MessageStateCounts } from '../message-log/message-log-api';
import { type ListPage, pageQueryFields } from '../paging';

const PUSH_HISTORY_PAGE_SIZE = 20;
const PUSH_LIST_PAGE_SIZE = 50;
/** "Select all" takes at most this many parents (the compose schema's limit). */
export const PUSH_SELECT_ALL_MAX = 10_000;

export const pushHistoryQuerySchema = z.object({
  page: pageQueryFields.page,
  pageSize: pageQueryFields.pageSize.default(PUSH_HISTORY_PAGE_SIZE),
});
export const pushListQuerySchema = z.object({
  page: pageQueryFields.page,
  pageSize: pageQueryFields.pageSize.default(PUSH_LIST_PAGE_SIZE),
});
/** The picker's search: name or e-mail, case-insensitive. */
export const pushParentsQuerySchema = pushListQuerySchema.extend({
  q: z.string().trim().max(100).default(''),
});
export const pushParentIdsQuerySchema = z.object({ q: z.string().trim().max(100).default('') });
export type PushParentsQuery = z.output<typeof pushParentsQuerySchema>;

export interface AdminPushStats {
  devices: number;
  parents: number;
  /** Devices per parent, rounded to one decimal; 0 without devices. */
  averageDevicesPerParent: number;
}

export type PushRecipientKind = 'all' | 'selected' | 'single';

export interface AdminPushHistoryItem {
  id: string;
  title: string;
  /** Several lines possible. */
  body: string;
  targetUrl: string;
  recipientType: PushRecipientKind;
  /** Devices delivered to and failed so far. */
  sentTo: number;
  failed: number;
  createdByName: string | null;
  createdAt: string;
}

export type AdminPushHistoryPage = ListPage<AdminPushHistoryItem>;

export interface AdminPushHistoryResponse {
  history: AdminPushHistoryItem;
}

export interface AdminPushSendResponse {
  history: AdminPushHistoryItem;
  /** Devices a delivery was queued for: the send is complete when sentTo + failed reaches it. */
  devices: number;
}

/** A parent as every list of the push screen names them. */
export interface AdminPushParentName {
  userId: string;
  parentName: string;
  parentEmail: string;
}

interface AdminPushRecipient extends AdminPushParentName {
  /** The parent's row in the message log (decision 051): sent when at least one of their devices received it. */
  state: MessageState;
}

export interface AdminPushRecipientsPage extends ListPage<AdminPushRecipient> {
  /** Parents of the send in each state, over every page. */
  counts: MessageStateCounts;
}

interface AdminPushSubscriber extends AdminPushParentName {
  subscriptionId: string;
  /** null: the browser gave none (shown "Unbekanntes Gerät"). */
  deviceInfo: string | null;
  subscribedAt: string;
  lastNotificationAt: string | null;
}

export type AdminPushSubscribersPage = ListPage<AdminPushSubscriber>;

interface AdminPushParent extends AdminPushParentName {
  subscriptionCount: number;
}

export interface AdminPushParentsPage extends ListPage<AdminPushParent> {
  /** Parents with a device at all, whatever the search: tells "none yet" from "none found". */
  totalWithPush: number;
}

export interface AdminPushParentIds {
  userIds: string[];
}
