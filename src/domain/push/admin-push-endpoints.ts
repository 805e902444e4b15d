import { defineEndpoint, noContent, typedAnswer } from '../api/endpoint';
import {
  type AdminPushHistoryPage,
  type AdminPushHistoryResponse,
  type AdminPushParentIds,
  type AdminPushParentsPage,
  type AdminPushRecipientsPage,
  type AdminPushSendResponse,
  type AdminPushStats,
  type AdminPushSubscribersPage,
  pushHistoryQuerySchema,
  pushListQuerySchema,
  pushParentIdsQuerySchema,
  pushParentsQuerySchema,
} from './admin-push-api';
import { pushComposeSchema } from './push-compose';

// The admin's "Push" screen (admin-push-api.ts says what each answers). Every list is paged in SQL.

export const adminPushEndpoints = {
  stats: defineEndpoint({
    method: 'GET',
    path: '/admin/push/stats',
    response: typedAnswer<AdminPushStats>(),
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/admin/push',
    status: 201,
    request: pushComposeSchema,
    response: typedAnswer<AdminPushSendResponse>(),
  }),
  /** Newest first. */
  history: defineEndpoint({
    method: 'GET',
    path: '/admin/push/history',
    query: pushHistoryQuerySchema,
    response: typedAnswer<AdminPushHistoryPage>(),
  }),
  /** A send's counts so far. */
  historyItem: defineEndpoint({
    method: 'GET',
    path: '/admin/push/history/:historyId',
    response: typedAnswer<AdminPushHistoryResponse>(),
  }),
  /** 409 PUSH_DELIVERY_PENDING while devices still wait. */
  removeHistoryItem: defineEndpoint({
    method: 'DELETE',
    path: '/admin/push/history/:historyId',
    response: noContent,
  }),
  /** One row per parent. */
  recipients: defineEndpoint({
    method: 'GET',
    path: '/admin/push/history/:historyId/recipients',
    query: pushListQuerySchema,
    response: typedAnswer<AdminPushRecipientsPage>(),
  }),
  /** One row per device. */
  subscribers: defineEndpoint({
    method: 'GET',
    path: '/admin/push/subscribers',
    query: pushListQuerySchema,
    response: typedAnswer<AdminPushSubscribersPage>(),
  }),
  /** Parents with a device, for the picker. */
  parents: defineEndpoint({
    method: 'GET',
    path: '/admin/push/parents',
    query: pushParentsQuerySchema,
    response: typedAnswer<AdminPushParentsPage>(),
  }),
  /** Every match of the search, for "select all". */
  parentIds: defineEndpoint({
    method: 'GET',
    path: '/admin/push/parents/ids',
    query: pushParentIdsQuerySchema,
    response: typedAnswer<AdminPushParentIds>(),
  }),
};
