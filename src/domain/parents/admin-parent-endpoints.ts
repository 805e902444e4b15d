import { defineEndpoint, noContent, typedAnswer } from '../api/endpoint';
import {
  type AdminParentResponse,
  type AdminParentsPage,
  type AdminParentsSummary,
  adminParentsQuerySchema,
  adminParentsSearchSchema,
} from './admin-parents-api';
import { parentEditSchema } from './parent-edit';

// The admin's "Eltern" screen (admin-parents-api.ts says what each answers). A path's parent id of another shape
// than better-auth's is as unknown as a missing parent: 404.

export const adminParentEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/admin/parents',
    query: adminParentsQuerySchema,
    response: typedAnswer<AdminParentsPage>(),
  }),
  /** Follows the search, not the page or the children filter. */
  summary: defineEndpoint({
    method: 'GET',
    path: '/admin/parents/summary',
    query: adminParentsSearchSchema,
    response: typedAnswer<AdminParentsSummary>(),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/admin/parents/:parentId',
    request: parentEditSchema,
    response: typedAnswer<AdminParentResponse>(),
  }),
  remove: defineEndpoint({ method: 'DELETE', path: '/admin/parents/:parentId', response: noContent }),
};
