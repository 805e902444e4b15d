import type { Context } from 'hono';
import { Hono } from 'hono';
import { adminBulkEndpoints as endpoints } from '../../domain/bulk/admin-bulk-endpoints';
import type { AppContext } from '../context';
import { exportSelectedChildren, messageChildrensParents } from '../features/children/bulk-children';
import { exportSelectedParents, messageSelectedParents } from '../features/parents/bulk-parents';
import { exportSelectedPayments, markPaymentsPaidInBulk } from '../features/payments/bulk-payments';
import { serve } from '../http/endpoint-routes';
import { csvAttachment } from './csv-attachment';

// The bulk actions of the payments, children and parents lists (decision 056; definitions in
// src/domain/bulk/admin-bulk-endpoints.ts): each a dry run or a run over a selection of ids or a list's filter.
export function adminBulkRoutes(ctx: AppContext) {
  const routes = new Hono();
  const actor = (c: Context): string => c.get('user').id;
  serve(routes, endpoints.markPaymentsPaid, (c, { body }) => markPaymentsPaidInBulk(ctx, actor(c), body));
  serve(routes, endpoints.exportPayments, async (c, { body }) =>
    csvAttachment(c, await exportSelectedPayments(ctx, actor(c), body.selection)),
  );
  serve(routes, endpoints.messageChildrensParents, (c, { body }) =>
    messageChildrensParents(ctx, actor(c), body),
  );
  serve(routes, endpoints.exportChildren, async (c, { body }) =>
    csvAttachment(c, await exportSelectedChildren(ctx, actor(c), body.selection)),
  );
  serve(routes, endpoints.messageParents, (c, { body }) => messageSelectedParents(ctx, actor(c), body));
  serve(routes, endpoints.exportParents, async (c, { body }) =>
    csvAttachment(c, await exportSelectedParents(ctx, actor(c), body.selection)),
  );
  return routes;
}
