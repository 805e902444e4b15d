import { Hono } from 'hono';
import {
  jsCourseEndpoints as jsCourse,
  trainingAttendanceEndpoints,
} from '../../domain/attendance/attendance-endpoints';
import { adminTrainingParticipantEndpoints as participantEndpoints } from '../../domain/bookings/admin-participant-endpoints';
import { bulkTrainingParticipantEndpoints } from '../../domain/bookings/bulk-participants';
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
import { trainingBulk } from '../features/trainings/training-bulk';
import { updateTraining } from '../features/trainings/update-training';
import { serve } from '../http/endpoint-routes';
import { parseIdParam } from '../http/id-param';
import { adminActor } from './admin-actor';
import { serveAttendance } from './attendance-routes';
import { serveBulkParticipants } from './bulk-participants-routes';
import { csvAttachment } from './csv-attachment';
import { serveParticipantsHealth } from './participants-health-routes';
import { serveWaitlist } from './waitlist-routes';

// /api/admin/trainings (admin-back-office.md section 2, "Trainings"): the screen, the participants panel and the
// attendance, served from their definitions (src/domain/trainings/admin-training-endpoints.ts,
// src/domain/bookings/admin-participant-endpoints.ts, src/domain/attendance/attendance-endpoints.ts, where the J+S
// course of trainings is too).
export function adminTrainingsRoutes(ctx: AppContext) {
  const routes = new Hono();
  serve(routes, endpoints.list, (_c, { query }) => listAdminTrainings(ctx, query));
  // A J+S course of trainings (issue 18): what it holds, and its file (AHV numbers decrypted, audited).
  serve(routes, jsCourse.preview, (_c, { query }) => previewJsCourse(ctx.db, query));
  serve(routes, jsCourse.file, async (c, { query }) =>
    csvAttachment(c, await exportJsCourse(ctx, c.get('user').id, query)),
  );
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
  const panel = participantEndpoints;
  serve(routes, panel.list, async (_c, { params }) => ({
    participants: await listTrainingParticipants(ctx.db, parseIdParam(params.sessionId)),
  }));
  serve(routes, panel.csv, async (c, { params }) =>
    csvAttachment(c, await exportTrainingParticipants(ctx.db, parseIdParam(params.sessionId))),
  );
  serve(routes, panel.add, (c, { params, body }) =>
    addTrainingParticipant(ctx, adminActor(c), {
      sessionId: parseIdParam(params.sessionId),
      childId: body.childId,
      answers: body.answers,
    }),
  );
  serve(routes, panel.remove, (c, { params }) =>
    removeTrainingParticipant(ctx, adminActor(c), {
      sessionId: parseIdParam(params.sessionId),
      childId: parseIdParam(params.childId),
    }),
  );
  serveWaitlist(
    routes,
    panel,
    ctx,
    'training',
    (tx, actor, sessionId, childId) => bookTrainingIn(ctx, tx, { actor, sessionId, childIds: [childId] }),
    () => forgetSharedTrainings(ctx.db),
  );
  serveParticipantsHealth(routes, panel.health, ctx, 'training');
  serveBulkParticipants(
    routes,
    bulkTrainingParticipantEndpoints,
    ctx,
    trainingBulk,
    exportTrainingParticipants,
  );
  serveAttendance(routes, trainingAttendanceEndpoints, ctx, 'training');
  return routes;
}
