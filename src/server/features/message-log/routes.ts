import { Hono } from 'hono';
import { messageLogEndpoints } from '../../../domain/message-log/message-log-endpoints';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoint-routes';
import { listMessagesOf } from './queries';

// The signed-in parent's own messages (decision 051): the query is filtered by the session's user, never by a
// parameter, so another family's messages cannot be asked for.
export function messageLogRoutes(ctx: AppContext) {
  const routes = new Hono();
  routes.use('/messages', requireParent);
  serve(routes, messageLogEndpoints.list, (c, { query }) =>
    listMessagesOf(ctx.db, { profileId: c.get('user').id, ...query }),
  );
  return routes;
}
