import { Hono } from 'hono';
import { adminTrainersEndpoints as endpoints } from '../../domain/trainers/admin-trainers-endpoints';
import type { AppContext } from '../context';
import { createTrainer } from '../features/trainers/create-trainer';
import { deleteTrainer } from '../features/trainers/delete-trainer';
import { listTrainers } from '../features/trainers/list-trainers';
import { revealTrainerAhv } from '../features/trainers/reveal-trainer-ahv';
import { updateTrainer } from '../features/trainers/update-trainer';
import { serve } from '../http/endpoint-routes';
import { parseIdParam } from '../http/id-param';

// /api/admin/trainers ("Ausbildner", admin-back-office.md section 2; definitions in
// src/domain/trainers/admin-trainers-endpoints.ts).
export function adminTrainersRoutes(ctx: AppContext) {
  const routes = new Hono();
  serve(routes, endpoints.list, async () => ({ trainers: await listTrainers(ctx.db) }));
  serve(routes, endpoints.create, async (c, { body }) => ({
    trainer: await createTrainer(ctx, c.get('user').id, body),
  }));
  serve(routes, endpoints.update, async (c, { params, body }) => ({
    trainer: await updateTrainer(ctx, c.get('user').id, parseIdParam(params.trainerId), body),
  }));
  serve(routes, endpoints.remove, async (c, { params }) => {
    await deleteTrainer(ctx, c.get('user').id, parseIdParam(params.trainerId));
  });
  serve(routes, endpoints.revealAhv, async (c, { params }) => {
    const ahv = await revealTrainerAhv(ctx, c.get('user').id, parseIdParam(params.trainerId));
    // The number must not stay in any cache on the way or in the browser.
    c.header('Cache-Control', 'no-store');
    return { ahv };
  });
  return routes;
}
