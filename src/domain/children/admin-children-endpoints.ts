import type { AhvRevealResponse } from '../ahv';
import { defineEndpoint, noContent, recordEndpoints, typedAnswer } from '../api/endpoint';
import { adminChildEditSchema } from './admin-child-edit';
import {
  type AdminChildResponse,
  type AdminChildrenPage,
  type AdminChildrenSummary,
  adminChildrenFilterSchema,
  adminChildrenQuerySchema,
  type ChildSearchResponse,
  childSearchQuerySchema,
} from './admin-children-api';

// The admin's "Kinder" screen and the child search of the participants panels and the photo tagging
// (admin-children-api.ts says what each answers).

export const adminChildrenEndpoints = {
  ...recordEndpoints('/admin/children', 'childId', {
    list: { query: adminChildrenQuerySchema, response: typedAnswer<AdminChildrenPage>() },
    /** Follows the filters, not the page. */
    summary: { query: adminChildrenFilterSchema, response: typedAnswer<AdminChildrenSummary>() },
    update: { request: adminChildEditSchema, response: typedAnswer<AdminChildResponse>() },
    remove: { response: noContent },
  }),
  /** "+ Kind": children of any family by name. */
  search: defineEndpoint({
    method: 'GET',
    path: '/admin/children/search',
    query: childSearchQuerySchema,
    response: typedAnswer<ChildSearchResponse>(),
  }),
  /** The full AHV number, audited, never cached. */
  revealAhv: defineEndpoint({
    method: 'POST',
    path: '/admin/children/:childId/ahv/reveal',
    response: typedAnswer<AhvRevealResponse>(),
  }),
};
