import { Hono } from 'hono';
import { adminAddChildSchema } from '../../domain/bookings/admin-add-child';
import type { AddParticipantResponse, ParticipantsResponse } from '../../domain/bookings/admin-participants';
import type { CampCancellationResponse } from '../../domain/bookings/contracts';
import {
  type AdminCampResponse,
  type AdminCampsPage,
  adminCampsQuerySchema,
  type DeleteCampResponse,
  deleteCampSchema,
} from '../../domain/camps/admin-camps-api';
import { campFormSchema } from '../../domain/camps/camp-form';
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
import { parseIdParam } from '../http/id-param';
import { readJsonBody } from '../http/read-json-body';
import { adminActor } from './admin-actor';
import { attendanceAdminRoutes } from './attendance-routes';
import { csvAttachment } from './csv-attachment';
import { optionalJsonBody } from './optional-json-body';
import { participantsHealthRoutes } from './participants-health-routes';
import { readFlyerUpload } from './read-flyer-upload';
import { waitlistAdminRoutes } from './waitlist-routes';

// /api/admin/camps (admin-back-office.md section 2, "Camps"): the camps, their flyers and participants.
export function adminCampsRoutes(ctx: AppContext) {
  return (
    new Hono()
      .get('/', async (c) => {
        const query = adminCampsQuerySchema.parse(c.req.query());
        const body: AdminCampsPage = await listAdminCamps(ctx, query);
        return c.json(body);
      })
      .post('/', async (c) => {
        const values = campFormSchema.parse(await readJsonBody(c));
        const body: AdminCampResponse = { camp: await createCamp(ctx, c.get('user').id, values) };
        return c.json(body, 201);
      })
      // Multipart (camp id and file) on one fixed path: the edges list it for multipart/form-data and 3 MB.
      .post('/flyers', async (c) => {
        const { campId, bytes } = await readFlyerUpload(c);
        const body: AdminCampResponse = {
          camp: await uploadCampFlyer(ctx, c.get('user').id, { campId, bytes }),
        };
        return c.json(body);
      })
      .put('/:campId', async (c) => {
        const campId = parseIdParam(c.req.param('campId'));
        const values = campFormSchema.parse(await readJsonBody(c));
        const body: AdminCampResponse = { camp: await updateCamp(ctx, c.get('user').id, campId, values) };
        return c.json(body);
      })
      .delete('/:campId', async (c) => {
        const campId = parseIdParam(c.req.param('campId'));
        const { cancelRegistrations } = deleteCampSchema.parse(await optionalJsonBody(c));
        const body: DeleteCampResponse = await deleteCamp(ctx, adminActor(c), {
          campId,
          cancelRegistrations,
        });
        return c.json(body);
      })
      .delete('/:campId/flyer', async (c) => {
        const campId = parseIdParam(c.req.param('campId'));
        const body: AdminCampResponse = { camp: await deleteCampFlyer(ctx, c.get('user').id, campId) };
        return c.json(body);
      })
      .get('/:campId/participants', async (c) => {
        const campId = parseIdParam(c.req.param('campId'));
        const body: ParticipantsResponse = { participants: await listCampParticipants(ctx.db, campId) };
        return c.json(body);
      })
      .get('/:campId/participants.csv', async (c) => {
        const campId = parseIdParam(c.req.param('campId'));
        return csvAttachment(c, await exportCampParticipants(ctx.db, campId));
      })
      // The J+S file (issue 18): decrypts the participants' AHV numbers, audited.
      .get('/:campId/js-export.csv', async (c) => {
        const campId = parseIdParam(c.req.param('campId'));
        return csvAttachment(c, await exportCampJs(ctx, c.get('user').id, campId));
      })
      .post('/:campId/participants', async (c) => {
        const campId = parseIdParam(c.req.param('campId'));
        const { childId } = adminAddChildSchema.parse(await readJsonBody(c));
        const body: AddParticipantResponse = await addCampParticipant(ctx, adminActor(c), {
          campId,
          childId,
        });
        return c.json(body, 201);
      })
      .delete('/:campId/participants/:childId', async (c) => {
        const campId = parseIdParam(c.req.param('campId'));
        const childId = parseIdParam(c.req.param('childId'));
        const body: CampCancellationResponse = await removeCampParticipant(ctx, adminActor(c), {
          campId,
          childId,
        });
        return c.json(body);
      })
      .route('/', participantsHealthRoutes(ctx, 'camp'))
      .route(
        '/',
        waitlistAdminRoutes(ctx, 'camp', (tx, actor, campId, childId) =>
          bookCampIn(ctx, tx, { actor, campId, childIds: [childId] }),
        ),
      )
      .route('/', attendanceAdminRoutes(ctx, 'camp'))
  );
}
