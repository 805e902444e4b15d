import { Hono } from 'hono';
import { type JsCoursePreview, jsCourseQuerySchema } from '../../domain/attendance/attendance-api';
import { adminAddChildSchema } from '../../domain/bookings/admin-add-child';
import type { AddParticipantResponse, ParticipantsResponse } from '../../domain/bookings/admin-participants';
import type { TrainingCancellationResponse } from '../../domain/bookings/contracts';
import {
  type AdminTrainingsPage,
  type AdminTrainingsResponse,
  adminTrainingsQuerySchema,
  type DeleteTrainingResponse,
  deleteTrainingSchema,
} from '../../domain/trainings/admin-trainings-api';
import { trainingCreateSchema, trainingFormSchema } from '../../domain/trainings/training-form';
import type { AppContext } from '../context';
import { exportJsCourse } from '../features/attendance/export-js-course';
import { previewJsCourse } from '../features/attendance/js-course';
import { addTrainingParticipant } from '../features/trainings/add-training-participant';
import { bookTrainingIn } from '../features/trainings/book-training';
import { createTrainings } from '../features/trainings/create-trainings';
import { deleteTraining } from '../features/trainings/delete-training';
import { exportTrainingParticipants } from '../features/trainings/export-participants';
import { listAdminTrainings } from '../features/trainings/list-admin-trainings';
import { listTrainingParticipants } from '../features/trainings/list-participants';
import { removeTrainingParticipant } from '../features/trainings/remove-training-participant';
import { forgetSharedTrainings } from '../features/trainings/shared-trainings';
import { updateTraining } from '../features/trainings/update-training';
import { parseIdParam } from '../http/id-param';
import { readJsonBody } from '../http/read-json-body';
import { adminActor } from './admin-actor';
import { attendanceAdminRoutes } from './attendance-routes';
import { csvAttachment } from './csv-attachment';
import { optionalJsonBody } from './optional-json-body';
import { participantsHealthRoutes } from './participants-health-routes';
import { waitlistAdminRoutes } from './waitlist-routes';

// /api/admin/trainings (admin-back-office.md section 2, "Trainings").
export function adminTrainingsRoutes(ctx: AppContext) {
  return (
    new Hono()
      .get('/', async (c) => {
        const query = adminTrainingsQuerySchema.parse(c.req.query());
        const body: AdminTrainingsPage = await listAdminTrainings(ctx, query);
        return c.json(body);
      })
      // A J+S course of trainings (issue 18): what it holds, and its file (AHV numbers decrypted, audited).
      .get('/js-course', async (c) => {
        const query = jsCourseQuerySchema.parse(c.req.query());
        const body: JsCoursePreview = await previewJsCourse(ctx.db, query);
        return c.json(body);
      })
      .get('/js-course.csv', async (c) => {
        const query = jsCourseQuerySchema.parse(c.req.query());
        return csvAttachment(c, await exportJsCourse(ctx, c.get('user').id, query));
      })
      .post('/', async (c) => {
        const values = trainingCreateSchema.parse(await readJsonBody(c));
        const body: AdminTrainingsResponse = {
          trainings: await createTrainings(ctx, c.get('user').id, values),
        };
        return c.json(body, 201);
      })
      .put('/:sessionId', async (c) => {
        const sessionId = parseIdParam(c.req.param('sessionId'));
        const values = trainingFormSchema.parse(await readJsonBody(c));
        const body: AdminTrainingsResponse = {
          trainings: [await updateTraining(ctx, c.get('user').id, sessionId, values)],
        };
        return c.json(body);
      })
      .delete('/:sessionId', async (c) => {
        const sessionId = parseIdParam(c.req.param('sessionId'));
        const { cancelBookings } = deleteTrainingSchema.parse(await optionalJsonBody(c));
        const body: DeleteTrainingResponse = await deleteTraining(ctx, adminActor(c), {
          sessionId,
          cancelBookings,
        });
        return c.json(body);
      })
      .get('/:sessionId/participants', async (c) => {
        const sessionId = parseIdParam(c.req.param('sessionId'));
        const body: ParticipantsResponse = {
          participants: await listTrainingParticipants(ctx.db, sessionId),
        };
        return c.json(body);
      })
      .get('/:sessionId/participants.csv', async (c) => {
        const sessionId = parseIdParam(c.req.param('sessionId'));
        return csvAttachment(c, await exportTrainingParticipants(ctx.db, sessionId));
      })
      .post('/:sessionId/participants', async (c) => {
        const sessionId = parseIdParam(c.req.param('sessionId'));
        const { childId } = adminAddChildSchema.parse(await readJsonBody(c));
        const body: AddParticipantResponse = await addTrainingParticipant(ctx, adminActor(c), {
          sessionId,
          childId,
        });
        return c.json(body, 201);
      })
      .delete('/:sessionId/participants/:childId', async (c) => {
        const sessionId = parseIdParam(c.req.param('sessionId'));
        const childId = parseIdParam(c.req.param('childId'));
        const body: TrainingCancellationResponse = await removeTrainingParticipant(ctx, adminActor(c), {
          sessionId,
          childId,
        });
        return c.json(body);
      })
      .route(
        '/',
        waitlistAdminRoutes(
          ctx,
          'training',
          (tx, actor, sessionId, childId) =>
            bookTrainingIn(ctx, tx, { actor, sessionId, childIds: [childId] }),
          () => forgetSharedTrainings(ctx.db),
        ),
      )
      .route('/', attendanceAdminRoutes(ctx, 'training'))
      .route('/', participantsHealthRoutes(ctx, 'training'))
  );
}
