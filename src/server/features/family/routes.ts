import { Hono } from 'hono';
import { z } from 'zod';
import type { SecondParentResponse } from '../../../domain/children/children-api';
import { secondParentEmailSchema } from '../../../domain/profile';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { readJsonBody } from '../../http/read-json-body';
import { getSecondParent, linkSecondParent, unlinkSecondParent } from './second-parent';

// "Elternteil 2": read the state, name a partner by e-mail (Verknüpfen), end the link (Entfernen / Trennen).

const linkSchema = z.strictObject({ email: secondParentEmailSchema });

export function familyRoutes(ctx: AppContext) {
  const answer = (secondParent: SecondParentResponse['secondParent']): SecondParentResponse => ({
    secondParent,
  });
  return new Hono()
    .use('*', requireParent)
    .get('/second-parent', async (c) => c.json(answer(await getSecondParent(ctx.db, c.get('user').id))))
    .put('/second-parent', async (c) => {
      const { email } = linkSchema.parse(await readJsonBody(c));
      return c.json(answer(await linkSecondParent(ctx.db, c.get('user').id, email)));
    })
    .delete('/second-parent', async (c) =>
      c.json(answer(await unlinkSecondParent(ctx.db, c.get('user').id))),
    );
}
