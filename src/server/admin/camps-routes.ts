import { Hono } from 'hono';
import { campAttendanceEndpoints } from '../../domain/attendance/attendance-endpoints';
import { adminCampParticipantEndpoints as participantEndpoints } from '../../domain/bookings/admin-participant-endpoints';
import { bulkCampParticipantEndpoints } from '../../domain/bookings/bulk-participants';
import { adminCampEndpoints as endpoints } from '../../domain/camps/admin-camp-endpoints';
import type { AppContext } from '../context';
import { exportCampJs } from '../features/attendance/export-camp-js';
import { addCampParticipant } from '../features/camps/add-camp-participant';
import { bookCampIn } from '../features/camps/book-camp';
import { campBulk } from '../features/camps/camp-bulk';
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
import { adminActor } from './admin-actor';
import { serveAttendance } from './attendance-routes';
import { serveBulkParticipants } from './bulk-participants-routes';
import { csvAttachment } from './csv-attachment';
import { serveParticipantsHealth } from './participants-health-routes';
import { readFlyerUpload } from './read-flyer-upload';
import { serveWaitlist } from './waitlist-routes';

// /api/admin/camps (admin-back-office.md section 2, "Camps"): the camps and their flyers, the participants panel
// and the attendance, each served from its definition (src/domain/camps/admin-camp-endpoints.ts,
// src/domain/bookings/admin-participant-endpoints.ts, src/domain/attendance/attendance-endpoints.ts).
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
  const panel = participantEndpoints;
  serve(routes, panel.list, async (_c, { params }) => ({
    participants: await listCampParticipants(ctx.db, parseIdParam(params.campId)),
  }));
  serve(routes, panel.csv, async (c, { params }) =>
    csvAttachment(c, await exportCampParticipants(ctx.db, parseIdParam(params.campId))),
  );
  // The J+S file (issue 18): decrypts the participants' AHV numbers, audited.
  serve(routes, panel.jsExport, async (c, { params }) =>
    csvAttachment(c, await exportCampJs(ctx, c.get('user').id, parseIdParam(params.campId))),
  );
  serve(routes, panel.add, (c, { params, body }) =>
    addCampParticipant(ctx, adminActor(c), {
      campId: parseIdParam(params.campId),
      childId: body.childId,
      answers: body.answers,
    }),
  );
  serve(routes, panel.remove, (c, { params }) =>
    removeCampParticipant(ctx, adminActor(c), {
      campId: parseIdParam(params.campId),
      childId: parseIdParam(params.childId),
    }),
  );
  serveParticipantsHealth(routes, panel.health, ctx, 'camp');
  serveWaitlist(routes, panel, ctx, 'camp', (tx, actor, campId, childId) =>
    bookCampIn(ctx, tx, { actor, campId, childIds: [childId] }),
  );
  serveBulkParticipants(routes, bulkCampParticipantEndpoints, ctx, campBulk, exportCampParticipants);
  serveAttendance(routes, campAttendanceEndpoints, ctx, 'camp');
  return routes;
}
