import { type Context, Hono } from 'hono';
import type { OfferKind } from '../../domain/attendance/attendance-api';
import type { OfferTrainersRequest } from '../../domain/trainers/trainer-account';
import { adminTrainerRoleEndpoints as endpoints } from '../../domain/trainers/trainer-endpoints';
import type { AppContext } from '../context';
import { assignOfferTrainers, listOfferTrainers } from '../features/trainers/assign-offer-trainers';
import { linkTrainerAccount, unlinkTrainerAccount } from '../features/trainers/link-trainer-account';
import { serve } from '../http/endpoint-routes';
import { parseIdParam } from '../http/id-param';

// The back office's side of the trainer role (issue 29, decision 050): a trainer's account (invite or link, unlink)
// and the trainers of each training and camp. Served from their definitions at full paths, behind routes.ts's admin
// check.
export function adminTrainerRoleRoutes(ctx: AppContext) {
  const routes = new Hono();
  const trainerId = (c: Context) => parseIdParam(c.req.param('trainerId') ?? '');
  const offerId = (c: Context) => parseIdParam(c.req.param('offerId') ?? '');

  serve(routes, endpoints.linkAccount, async (c, { body }) => ({
    trainer: await linkTrainerAccount(ctx, c.get('user').id, trainerId(c), body),
  }));
  serve(routes, endpoints.unlinkAccount, async (c) => ({
    trainer: await unlinkTrainerAccount(ctx, c.get('user').id, trainerId(c)),
  }));

  const list = async (c: Context, kind: OfferKind) => ({
    trainers: await listOfferTrainers(ctx, kind, offerId(c)),
  });
  const assign = async (c: Context, kind: OfferKind, body: OfferTrainersRequest) => ({
    trainers: await assignOfferTrainers(ctx, c.get('user').id, kind, offerId(c), body),
  });
  serve(routes, endpoints.trainingTrainers, (c) => list(c, 'training'));
  serve(routes, endpoints.assignTrainingTrainers, (c, { body }) => assign(c, 'training', body));
  serve(routes, endpoints.campTrainers, (c) => list(c, 'camp'));
  serve(routes, endpoints.assignCampTrainers, (c, { body }) => assign(c, 'camp', body));
  return routes;
}
