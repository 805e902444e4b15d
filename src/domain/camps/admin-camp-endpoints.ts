import { defineEndpoint, recordEndpoints, typedAnswer } from '../api/endpoint';
import {
  type AdminCampResponse,
  type AdminCampsPage,
  adminCampsQuerySchema,
  type DeleteCampResponse,
  deleteCampSchema,
} from './admin-camps-api';
import { campFormSchema } from './camp-form';

// The admin's camps screen (admin-camps-api.ts says what each answers). The participants panel, the waitlist, the
// health information, the attendance and the J+S file are not defined here yet.

export const adminCampEndpoints = {
  ...recordEndpoints('/admin/camps', 'campId', {
    /** Upcoming soonest first, past latest first. */
    list: { query: adminCampsQuerySchema, response: typedAnswer<AdminCampsPage>() },
    create: { status: 201, request: campFormSchema, response: typedAnswer<AdminCampResponse>() },
    update: { request: campFormSchema, response: typedAnswer<AdminCampResponse>() },
    /** With registrations refused unless the admin confirmed cancelling them all; without a body, not confirmed. */
    remove: { request: deleteCampSchema, optionalBody: true, response: typedAnswer<DeleteCampResponse>() },
  }),
  /**
   * The flyer: multipart/form-data with the fields FLYER_FORM_FIELDS (not JSON), on one fixed path, so the edges
   * list it for multipart and its own body limit (3 MB).
   */
  uploadFlyer: defineEndpoint({
    method: 'POST',
    path: '/admin/camps/flyers',
    response: typedAnswer<AdminCampResponse>(),
  }),
  removeFlyer: defineEndpoint({
    method: 'DELETE',
    path: '/admin/camps/:campId/flyer',
    response: typedAnswer<AdminCampResponse>(),
  }),
};
