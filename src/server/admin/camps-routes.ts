import { Hono } from 'hono';
import { adminAddChildSchema } from '../../domain/bookings/admin-add-child';
import type { AddParticipantResponse, ParticipantsResponse } from '../../domain/bookings/admin-participants';
import type { CampCancellationResponse } from '../../domain/bookings/contracts';
import { adminCampEndpoints as endpoints } from '../../domain/camps/admin-camp-endpoints';
import type { AppContext } from '../context';
import { exportCampJs } from '../features/attendance/export-camp-js';
import { addCampParticipant } from '../features/camps/add-camp-participant';
import { bookCampIn } from '../features/camps/book-camp';
import { createCamp } from '../features/camps/create-camp';
import { deleteCamp } from '../features/camps/delete-camp';
import { deleteCampFlyer } from '../features/camps/delete-camp-flyer';
import { exportCampParticipants } from '../features/camps/export-camp-participants';
import { listAdminCamps } from '../features/camps/list-admin-camps';
import { listCampParticipants } from '../features/camps/list-camp-participants';
import { removeCampParticipant } from '../features/camps/remove-camp-participant';
import { updateCamp } from '../features/camps/update-camp';
import { uploadCampFlyer } from '../features/camps/upload-camp-flyer';
import { serve } from '../http/endpoint-routes';
import { parseIdParam } from '../http/id-param';
import { readJsonBody } from '../http/read-json-body';
import { adminActor } from './admin-actor';
import { attendanceAdminRoutes } from './attendance-routes';
import { csvAttachment } from './csv-attachment';
import { participantsHealthRoutes } from './participants-health-routes';
import { readFlyerUpload } from './read-flyer-upload';
import { waitlistAdminRoutes } from './waitlist-routes';

// /api/admin/camps (admin-back-office.md section 2, "Camps"): the camps and their flyers are served from their
// definitions (src/domain/camps/admin-camp-endpoints.ts); the participants panel, the waitlist, the attendance and
// the J+S file are not yet and keep the prefix.
const PREFIX = '/admin/camps';

export function adminCampsRoutes(ctx: AppContext) {
  const routes = new Hono();
  serve(routes, endpoints.list, (_c, { query }) => listAdminCamps(ctx, query));
  serve(routes, endpoints.create, async (c, { body }) => ({
    camp: await createCamp(ctx, c.get('user').id, body),
  }));
  serve(routes, endpoints.uploadFlyer, async (c) => {
    const { campId, bytes } = await readFlyerUpload(c);
    return { camp: await uploadCampFlyer(ctx, c.get('user').id, { campId, bytes }) };
  });
  serve(routes, endpoints.update, async (c, { params, body }) => ({
    camp: await updateCamp(ctx, c.get('user').id, parseIdParam(params.campId), body),
  }));
  serve(routes, endpoints.remove, (c, { params, body }) =>
    deleteCamp(ctx, adminActor(c), {
      campId: parseIdParam(params.campId),
      cancelRegistrations: body.cancelRegistrations,
    }),
  );
  serve(routes, endpoints.removeFlyer, async (c, { params }) => ({
    camp: await deleteCampFlyer(ctx, c.get('user').id, parseIdParam(params.campId)),
  }));
  return (
    routes
      .get(`${PREFIX}/:campId/participants`, async (c) => {
        const campId = parseIdParam(c.req.param('campId'));
        const body: ParticipantsResponse = { participants: await listCampParticipants(ctx.db, campId) };
        return c.json(body);
      })
      .get(`${PREFIX}/:campId/participants.csv`, async (c) => {
        const campId = parseIdParam(c.req.param('campId'));
        return csvAttachment(c, await exportCampParticipants(ctx.db, campId));
      })
      // The J+S file (issue 18): decrypts the participants' AHV numbers, audited.
      .get(`${PREFIX}/:campId/js-export.csv`, async (c) => {
        const campId = parseIdParam(c.req.param('campId'));
        return csvAttachment(c, await exportCampJs(ctx, c.get('user').id, campId));
      })
      .post(`${PREFIX}/:campId/participants`, async (c) => {
        const campId = parseIdParam(c.req.param('campId'));
        const { childId } = adminAddChildSchema.parse(await readJsonBody(c));
        const body: AddParticipantResponse = await addCampParticipant(ctx, adminActor(c), {
          campId,
          childId,
        });
        return c.json(body, 201);
      })
      .delete(`${PREFIX}/:campId/participants/:childId`, async (c) => {
        const campId = parseIdParam(c.req.param('campId'));
        const childId = parseIdParam(c.req.param('childId'));
        const body: CampCancellationResponse = await removeCampParticipant(ctx, adminActor(c), {
          campId,
          childId,
        });
        return c.json(body);
      })
      .route(PREFIX, participantsHealthRoutes(ctx, 'camp'))
      .route(
        PREFIX,
        waitlistAdminRoutes(ctx, 'camp', (tx, actor, campId, childId) =>
          bookCampIn(ctx, tx, { actor, campId, childIds: [childId] }),
        ),
      )
      .route(PREFIX, attendanceAdminRoutes(ctx, 'camp'))
  );
}
