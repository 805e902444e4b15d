import { Hono } from 'hono';
import { adminRoutes } from './admin/routes';
import { sessionMiddleware } from './auth/middleware';
import type { AppContext } from './context';
import { passkeySignInRoutes } from './features/auth/passkey-sign-in-routes';
import { authRoutes } from './features/auth/routes';
import { brandingRoutes } from './features/branding/routes';
import { calendarRoutes } from './features/calendar/routes';
import { campConfirmationRoutes } from './features/camp-confirmation/routes';
import { campsRoutes } from './features/camps/routes';
import { childrenRoutes } from './features/children/routes';
import { familyRoutes } from './features/family/routes';
import { meRoutes } from './features/me/routes';
import { messageLogRoutes } from './features/message-log/routes';
import { myDataRoutes } from './features/my-data/routes';
import { newsRoutes } from './features/news/routes';
import { creditPackRoutes } from './features/payments/pack-checkout-routes';
import { paymentsRoutes } from './features/payments/routes';
import { photoRoutes } from './features/photos/routes';
import { profileRoutes } from './features/profile/routes';
import { pushRoutes } from './features/push';
import { qrBillRoutes } from './features/qr-bill/routes';
import { questionRoutes } from './features/questions/routes';
import { reminderRoutes } from './features/reminders/routes';
import { scheduleRoutes } from './features/schedule/routes';
import { passkeyRoutes } from './features/second-factor/passkeys/routes';
import { secondFactorRoutes } from './features/second-factor/routes';
import { shopRoutes } from './features/shop/routes';
import { supportRoutes } from './features/support/routes';
import { testCheckoutRoutes } from './features/test-checkout/routes';
import { trainingsRoutes } from './features/trainings/routes';
import { webhookRoutes } from './features/webhooks/routes';
import { trainerRoutes } from './trainer/routes';

// Every feature's routes are mounted here, under /api. The authorisation matrix test reads this list of routes, so
// a new endpoint without a matrix row fails CI. Routes made from an endpoint's definition carry their full path
// (http/endpoint-routes.ts) and are mounted at '/'; the order below is still the order requests meet them.
export function apiRoutes(ctx: AppContext) {
  const api = new Hono();
  // Makes the session available to every route (read lazily: public routes cost no query).
  api.use('*', sessionMiddleware(ctx));
  api.route('/', secondFactorRoutes(ctx));
  api.route('/', passkeySignInRoutes(ctx));
  api.route('/', passkeyRoutes(ctx));
  api.route('/', authRoutes(ctx));
  api.route('/', meRoutes(ctx));
  api.route('/', profileRoutes(ctx));
  api.route('/', myDataRoutes(ctx));
  api.route('/', messageLogRoutes(ctx));
  api.route('/', brandingRoutes(ctx));
  api.route('/', childrenRoutes(ctx));
  api.route('/', familyRoutes(ctx));
  api.route('/', scheduleRoutes(ctx));
  api.route('/', trainingsRoutes(ctx));
  api.route('/', campsRoutes(ctx));
  api.route('/', questionRoutes(ctx));
  api.route('/', campConfirmationRoutes(ctx));
  api.route('/', calendarRoutes(ctx));
  api.route('/', pushRoutes(ctx));
  api.route('/', reminderRoutes(ctx));
  api.route('/', newsRoutes(ctx));
  api.route('/', photoRoutes(ctx));
  api.route('/', shopRoutes(ctx));
  api.route('/', supportRoutes(ctx));
  api.route('/', paymentsRoutes(ctx));
  api.route('/', qrBillRoutes(ctx));
  api.route('/', creditPackRoutes(ctx));
  api.route('/', testCheckoutRoutes(ctx));
  api.route('/', webhookRoutes(ctx));
  api.route('/', adminRoutes(ctx));
  // The trainer area (issue 29): the assigned trainings and camps of a trainer past the second factor.
  api.route('/', trainerRoutes(ctx));
  return api;
}
