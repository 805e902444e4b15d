import { Hono } from 'hono';
import { familyEndpoints as endpoints } from '../../../domain/children/children-endpoints';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoint-routes';
import { parseIdParam } from '../../http/id-param';
import { answerOffer } from './answer-offer';
import { endSecondParent } from './end-second-parent';
import { offerSecondParent } from './offer-second-parent';
import { readSecondParent } from './read-second-parent';

// "Elternteil 2" (decision 012): read the state and the offers made to me, offer a link (Verknüpfen), answer an
// offer (Annehmen / Ablehnen), end a link or withdraw my offer (Entfernen / Trennen / Zurückziehen). Every route
// answers the caller's state after the call (src/domain/children/children-endpoints.ts).

export function familyRoutes(ctx: AppContext) {
  const routes = new Hono();
  routes.use('/family/*', requireParent);
  serve(routes, endpoints.secondParent, async (c) => readSecondParent(ctx.db, c.get('user').id));
  serve(routes, endpoints.offer, async (c, { body }) => offerSecondParent(ctx, c.get('user').id, body.email));
  serve(routes, endpoints.end, async (c) => endSecondParent(ctx, c.get('user').id));
  serve(routes, endpoints.accept, async (c, { params }) =>
    answerOffer(ctx, c.get('user').id, parseIdParam(params.offerId), 'accept'),
  );
  serve(routes, endpoints.decline, async (c, { params }) =>
    answerOffer(ctx, c.get('user').id, parseIdParam(params.offerId), 'decline'),
  );
  return routes;
}
