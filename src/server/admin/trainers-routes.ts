import { Hono } from 'hono';
import { trainerFormSchema, trainerUpdateSchema } from '../../domain/trainers/trainer-form';
import type {
  AdminTrainerResponse,
  AdminTrainersResponse,
  AhvRevealResponse,
} from '../../domain/trainers/trainers-api';
import type { AppContext } from '../context';
import { createTrainer } from '../features/trainers/create-trainer';
import { deleteTrainer } from '../features/trainers/delete-trainer';
import { listTrainers } from '../features/trainers/list-trainers';
import { revealTrainerAhv } from '../features/trainers/reveal-trainer-ahv';
import { updateTrainer } from '../features/trainers/update-trainer';
import { parseIdParam } from '../http/id-param';
import { readJsonBody } from '../http/read-json-body';

// /api/admin/trainers ("Ausbildner", admin-back-office.md section 2).
export function adminTrainersRoutes(ctx: AppContext) {
  return new Hono()
    .get('/', async (c) => {
      const body: AdminTrainersResponse = { trainers: await listTrainers(ctx.db) };
      return c.json(body);
    })
    .post('/', async (c) => {
      const values = trainerFormSchema.parse(await readJsonBody(c));
      const body: AdminTrainerResponse = { trainer: await createTrainer(ctx, c.get('user').id, values) };
      return c.json(body, 201);
    })
    .put('/:trainerId', async (c) => {
      const trainerId = parseIdParam(c.req.param('trainerId'));
      const values = trainerUpdateSchema.parse(await readJsonBody(c));
      const body: AdminTrainerResponse = {
        trainer: await updateTrainer(ctx, c.get('user').id, trainerId, values),
      };
      return c.json(body);
    })
    .delete('/:trainerId', async (c) => {
      await deleteTrainer(ctx, c.get('user').id, parseIdParam(c.req.param('trainerId')));
      return c.body(null, 204);
    })
    .post('/:trainerId/ahv/reveal', async (c) => {
      const trainerId = parseIdParam(c.req.param('trainerId'));
      const body: AhvRevealResponse = { ahv: await revealTrainerAhv(ctx, c.get('user').id, trainerId) };
      // The number must not stay in any cache on the way or in the browser.
      c.header('Cache-Control', 'no-store');
      return c.json(body);
    });
}
