import { adminAttendanceAuthzRoutes } from './routes/admin-attendance';
import { adminBankAuthzRoutes } from './routes/admin-bank';
import { adminBulkAuthzRoutes } from './routes/admin-bulk';
import { adminBulkParticipantsAuthzRoutes } from './routes/admin-bulk-participants';
import { adminCampsAuthzRoutes } from './routes/admin-camps';
import { adminDashboardAuthzRoutes } from './routes/admin-dashboard';
import { adminNewsPushAuthzRoutes } from './routes/admin-news-push';
import { adminPacksAuthzRoutes } from './routes/admin-packs';
import { adminPaymentsAuthzRoutes } from './routes/admin-payments';
import { adminPeopleAuthzRoutes } from './routes/admin-people';
import { adminPhotosAuthzRoutes } from './routes/admin-photos';
import { adminTrainersAuthzRoutes } from './routes/admin-trainers';
import { adminTrainingsAuthzRoutes } from './routes/admin-trainings';
import { adminWaitlistAuthzRoutes } from './routes/admin-waitlist';
import { bookingsAuthzRoutes } from './routes/bookings';
import { calendarAuthzRoutes } from './routes/calendar';
import { campConfirmationAuthzRoutes } from './routes/camp-confirmation';
import { childDataAuthzRoutes } from './routes/child-data';
import { childrenAuthzRoutes } from './routes/children';
import { crossSiteAuthzRoutes } from './routes/cross-site';
import { familyAuthzRoutes } from './routes/family';
import { familyPricesAuthzRoutes } from './routes/family-prices';
import { messageLogAuthzRoutes } from './routes/message-log';
import { myDataAuthzRoutes } from './routes/my-data';
import { newsAuthzRoutes } from './routes/news';
import { offerAlertsAuthzRoutes } from './routes/offer-alerts';
import { offerQuestionsAuthzRoutes } from './routes/offer-questions';
import { pagesAuthzRoutes } from './routes/pages';
import { paymentsAuthzRoutes } from './routes/payments';
import { photosAuthzRoutes } from './routes/photos';
import { profileAuthzRoutes } from './routes/profile';
import { pushAuthzRoutes } from './routes/push';
import { qrBillAuthzRoutes } from './routes/qr-bill';
import { remindersAuthzRoutes } from './routes/reminders';
import { secondFactorAuthzRoutes } from './routes/second-factor';
import { shopAuthzRoutes } from './routes/shop';
import { supportAuthzRoutes } from './routes/support';
import { trainerAuthzRoutes } from './routes/trainer';
import type { AuthzRoute } from './types';

// Every /api route that needs a session, with what each actor may do. A new feature adds its file in ./routes/
// and one line here; the matrix test fails for any mounted route that is neither here nor in public-routes.ts.
export const authzRoutes: AuthzRoute[] = [
  ...childrenAuthzRoutes,
  ...familyAuthzRoutes,
  ...bookingsAuthzRoutes,
  ...calendarAuthzRoutes,
  ...newsAuthzRoutes,
  ...photosAuthzRoutes,
  ...profileAuthzRoutes,
  ...myDataAuthzRoutes,
  ...pushAuthzRoutes,
  ...remindersAuthzRoutes,
  ...messageLogAuthzRoutes,
  ...shopAuthzRoutes,
  ...supportAuthzRoutes,
  ...paymentsAuthzRoutes,
  ...qrBillAuthzRoutes,
  ...campConfirmationAuthzRoutes,
  ...adminDashboardAuthzRoutes,
  ...adminTrainersAuthzRoutes,
  ...adminTrainingsAuthzRoutes,
  ...adminBulkParticipantsAuthzRoutes,
  ...adminCampsAuthzRoutes,
  ...familyPricesAuthzRoutes,
  ...adminWaitlistAuthzRoutes,
  ...adminAttendanceAuthzRoutes,
  ...crossSiteAuthzRoutes,
  ...adminPeopleAuthzRoutes,
  ...adminPaymentsAuthzRoutes,
  ...adminBulkAuthzRoutes,
  ...adminBankAuthzRoutes,
  ...adminPacksAuthzRoutes,
  ...pagesAuthzRoutes,
  ...adminPhotosAuthzRoutes,
  ...adminNewsPushAuthzRoutes,
  ...secondFactorAuthzRoutes,
  ...childDataAuthzRoutes,
  ...trainerAuthzRoutes,
  ...offerAlertsAuthzRoutes,
  ...offerQuestionsAuthzRoutes,
];
