import { Hono } from 'hono';
import { z } from 'zod';
import { secondParentEmailSchema } from '../../../domain/profile';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { parseIdParam } from '../../http/id-param';
import { readJsonBody } from '../../http/read-json-body';
import { answerOffer } from './answer-offer';
import { endSecondParent } from './end-second-parent';
import { offerSecondParent } from './offer-second-parent';
import { readSecondParent } from './read-second-parent';

// "Elternteil 2" (decision 012): read the state and the offers made to me, offer a link (Verknüpfen), answer an
// offer (Annehmen / Ablehnen), end a link or withdraw my offer (Entfernen / Trennen / Zurückziehen). Every route
// answers the caller's state after the call.

const offerSchema = z.strictObject({ email: secondParentEmailSchema });

export function familyRoutes(ctx: AppContext) {
  return new Hono()
    .use('*', requireParent)
    .get('/second-parent', async (c) => c.json(await readSecondParent(ctx.db, c.get('user').id)))
    .put('/second-parent', async (c) => {
      const { email } = offerSchema.parse(await readJsonBody(c));
      return c.json(await offerSecondParent(ctx, c.get('user').id, email));
    })
    .delete('/second-parent', async (c) => c.json(await endSecondParent(ctx, c.get('user').id)))
    .post('/second-parent/offers/:offerId/accept', async (c) =>
      c.json(await answerOffer(ctx, c.get('user').id, parseIdParam(c.req.param('offerId')), 'accept')),
    )
    .post('/second-parent/offers/:offerId/decline', async (c) =>
      c.json(await answerOffer(ctx, c.get('user').id, parseIdParam(c.req.param('offerId')), 'decline')),
    );
}
