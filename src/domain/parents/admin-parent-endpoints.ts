import { noContent, recordEndpoints, typedAnswer } from '../api/endpoint';
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
  ...recordEndpoints('/admin/parents', 'parentId', {
    list: { query: adminParentsQuerySchema, response: typedAnswer<AdminParentsPage>() },
    /** Follows the search, not the page or the children filter. */
    summary: { query: adminParentsSearchSchema, response: typedAnswer<AdminParentsSummary>() },
    update: { request: parentEditSchema, response: typedAnswer<AdminParentResponse>() },
    remove: { response: noContent },
  }),
};
