import { Hono } from 'hono';
import { type JsCoursePreview, jsCourseQuerySchema } from '../../domain/attendance/attendance-api';
import { adminAddChildSchema } from '../../domain/bookings/admin-add-child';
import type { AddParticipantResponse, ParticipantsResponse } from '../../domain/bookings/admin-participants';
import type { TrainingCancellationResponse } from '../../domain/bookings/contracts';
import { adminTrainingEndpoints as endpoints } from '../../domain/trainings/admin-training-endpoints';
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
import { serve } from '../http/endpoint-routes';
import { parseIdParam } from '../http/id-param';
import { readJsonBody } from '../http/read-json-body';
import { adminActor } from './admin-actor';
import { attendanceAdminRoutes } from './attendance-routes';
import { csvAttachment } from './csv-attachment';
import { participantsHealthRoutes } from './participants-health-routes';
import { waitlistAdminRoutes } from './waitlist-routes';

// /api/admin/trainings (admin-back-office.md section 2, "Trainings"): the screen's routes are served from their
// definitions (src/domain/trainings/admin-training-endpoints.ts); the participants panel, the waitlist, the
// attendance and the J+S course are not yet and keep the prefix.
const PREFIX = '/admin/trainings';

export function adminTrainingsRoutes(ctx: AppContext) {
  const routes = new Hono();
  serve(routes, endpoints.list, (_c, { query }) => listAdminTrainings(ctx, query));
  // A J+S course of trainings (issue 18): what it holds, and its file (AHV numbers decrypted, audited).
  routes.get(`${PREFIX}/js-course`, async (c) => {
    const query = jsCourseQuerySchema.parse(c.req.query());
    const body: JsCoursePreview = await previewJsCourse(ctx.db, query);
    return c.json(body);
  });
  routes.get(`${PREFIX}/js-course.csv`, async (c) => {
    const query = jsCourseQuerySchema.parse(c.req.query());
    return csvAttachment(c, await exportJsCourse(ctx, c.get('user').id, query));
  });
  serve(routes, endpoints.create, async (c, { body }) => ({
    trainings: await createTrainings(ctx, c.get('user').id, body),
  }));
  serve(routes, endpoints.update, async (c, { params, body }) => ({
    trainings: [await updateTraining(ctx, c.get('user').id, parseIdParam(params.sessionId), body)],
  }));
  serve(routes, endpoints.remove, (c, { params, body }) =>
    deleteTraining(ctx, adminActor(c), {
      sessionId: parseIdParam(params.sessionId),
      cancelBookings: body.cancelBookings,
    }),
  );
  return routes
    .get(`${PREFIX}/:sessionId/participants`, async (c) => {
      const sessionId = parseIdParam(c.req.param('sessionId'));
      const body: ParticipantsResponse = {
        participants: await listTrainingParticipants(ctx.db, sessionId),
      };
      return c.json(body);
    })
    .get(`${PREFIX}/:sessionId/participants.csv`, async (c) => {
      const sessionId = parseIdParam(c.req.param('sessionId'));
      return csvAttachment(c, await exportTrainingParticipants(ctx.db, sessionId));
    })
    .post(`${PREFIX}/:sessionId/participants`, async (c) => {
      const sessionId = parseIdParam(c.req.param('sessionId'));
      const { childId } = adminAddChildSchema.parse(await readJsonBody(c));
      const body: AddParticipantResponse = await addTrainingParticipant(ctx, adminActor(c), {
        sessionId,
        childId,
      });
      return c.json(body, 201);
    })
    .delete(`${PREFIX}/:sessionId/participants/:childId`, async (c) => {
      const sessionId = parseIdParam(c.req.param('sessionId'));
      const childId = parseIdParam(c.req.param('childId'));
      const body: TrainingCancellationResponse = await removeTrainingParticipant(ctx, adminActor(c), {
        sessionId,
        childId,
      });
      return c.json(body);
    })
    .route(
      PREFIX,
      waitlistAdminRoutes(
        ctx,
        'training',
        (tx, actor, sessionId, childId) => bookTrainingIn(ctx, tx, { actor, sessionId, childIds: [childId] }),
        () => forgetSharedTrainings(ctx.db),
      ),
    )
    .route(PREFIX, attendanceAdminRoutes(ctx, 'training'))
    .route(PREFIX, participantsHealthRoutes(ctx, 'training'));
}
