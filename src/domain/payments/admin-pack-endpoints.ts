import { defineEndpoint, typedAnswer } from '../api/endpoint';
import {
  type AdminPackDetails,
  type AdminPackOrdersPage,
  type AdminPackResponse,
  type AdminPacksPage,
  type AdminPacksSummary,
  adminPacksFilterSchema,
  adminPacksQuerySchema,
  packGrantSchema,
  packOrdersQuerySchema,
  packStatusChangeSchema,
} from './credit-packs-admin-api';

// The admin's credit packs, the "Abos" screen (credit-packs-admin-api.ts says what each answers).

export const adminPackEndpoints = {
  /** One tab's page, searched by the parent's name or e-mail. */
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/packs',
    query: adminPacksQuerySchema,
    response: typedAnswer<AdminPacksPage>(),
  }),
  /** The tabs' counts and stats for the search. */
  summary: defineEndpoint({
    method: 'GET',
    path: '/admin/packs/summary',
    query: adminPacksFilterSchema,
    response: typedAnswer<AdminPacksSummary>(),
  }),
  /** Shop orders of "Abo 10+1" no pack fulfils yet, oldest first. */
  orders: defineEndpoint({
    method: 'GET',
    path: '/admin/packs/orders',
    query: packOrdersQuerySchema,
    response: typedAnswer<AdminPackOrdersPage>(),
  }),
  /** A pack paid in person: 201 when made, 200 when the same grant key made it already. */
  grant: defineEndpoint({
    method: 'POST',
    path: '/admin/packs',
    request: packGrantSchema,
    response: typedAnswer<AdminPackResponse>(),
  }),
  details: defineEndpoint({
    method: 'GET',
    path: '/admin/packs/:packId',
    response: typedAnswer<AdminPackDetails>(),
  }),
  /** An active pack expires or is cancelled. */
  changeStatus: defineEndpoint({
    method: 'POST',
    path: '/admin/packs/:packId/status',
    request: packStatusChangeSchema,
    response: typedAnswer<AdminPackResponse>(),
  }),
};
