import { Hono } from 'hono';
import { requireAdmin } from '../auth/middleware';
import type { AppContext } from '../context';
import { adminAdministratorsRoutes } from './administrators-routes';
import { adminAuditLogRoutes } from './audit-log-routes';
import { adminBulkRoutes } from './bulk-routes';
import { adminCampConfirmationRoutes } from './camp-confirmation-routes';
import { adminCampsRoutes } from './camps-routes';
import { adminChildrenRoutes } from './children-routes';
import { adminDashboardRoutes } from './dashboard-routes';
import { adminNewsRoutes } from './news-routes';
import { adminOfferAlertsRoutes } from './offer-alerts-routes';
import { adminPacksRoutes } from './packs-routes';
import { adminParentsRoutes } from './parents-routes';
import { adminPaymentsRoutes } from './payments-routes';
import { adminPhotosRoutes } from './photos-routes';
import { adminPushRoutes } from './push-routes';
import { adminQrBillRoutes } from './qr-bill-routes';
import { adminQuestionsRoutes } from './questions-routes';
import { adminSiblingDiscountsRoutes } from './sibling-discounts-routes';
import { adminTrainerRoleRoutes } from './trainer-role-routes';
import { adminTrainersRoutes } from './trainers-routes';
import { adminTrainingsRoutes } from './trainings-routes';

// The back office's API, /api/admin/*: the admin check runs once here for every route below (401 signed out, 403
// for anyone but an admin, 403 SECOND_FACTOR_REQUIRED for an admin whose session has not passed the second factor). Each entity's router only parses, calls its feature's verb-noun service acting as
// admin, and answers; no business rule lives in this folder. Mounted at /api: every router registers its endpoints'
// full paths from their definitions (decision 049) and is mounted at '/'.
export function adminRoutes(ctx: AppContext) {
  return new Hono()
    .use('/admin/*', requireAdmin)
    .route('/', adminDashboardRoutes(ctx))
    .route('/', adminTrainersRoutes(ctx))
    .route('/', adminTrainingsRoutes(ctx))
    .route('/', adminChildrenRoutes(ctx))
    .route('/', adminParentsRoutes(ctx))
    .route('/', adminAuditLogRoutes(ctx))
    .route('/', adminCampsRoutes(ctx))
    .route('/', adminCampConfirmationRoutes(ctx))
    .route('/', adminSiblingDiscountsRoutes(ctx))
    .route('/', adminQuestionsRoutes(ctx))
    .route('/', adminPaymentsRoutes(ctx))
    .route('/', adminBulkRoutes(ctx))
    .route('/', adminQrBillRoutes(ctx))
    .route('/', adminPacksRoutes(ctx))
    .route('/', adminPhotosRoutes(ctx))
    .route('/', adminNewsRoutes(ctx))
    .route('/', adminPushRoutes(ctx))
    .route('/', adminAdministratorsRoutes(ctx))
    .route('/', adminTrainerRoleRoutes(ctx))
    .route('/', adminOfferAlertsRoutes(ctx));
}
