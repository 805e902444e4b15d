import { Hono } from 'hono';
import { onboardingSchema, profileUpdateSchema } from '../../../domain/profile';
import { requireParent, requireUser } from '../../auth/middleware';
import { toMe } from '../../auth/session-user';
import type { AppContext } from '../../context';
import { pendingSecondFactor } from '../second-factor/second-factor-status';
import { completeOnboarding } from './complete-onboarding';
import { updateProfile } from './update-profile';

// The signed-in parent's own profile. Both answer {user: Me}, the same shape as GET /api/me.
//   POST  /api/profile/onboarding {firstName, lastName, mobile, termsAccepted: true}  (signed in)
//   PATCH /api/profile            {firstName, lastName, mobile?}                      (complete profile)
// Unknown fields (role, email, ...) are dropped by the schemas: no request changes more than these.
export function profileRoutes(ctx: AppContext) {
  const routes = new Hono();

  routes.post('/onboarding', requireUser, async (c) => {
    const values = onboardingSchema.parse(await c.req.json().catch(() => null));
    const saved = await completeOnboarding(ctx, c.get('user').id, values);
    const user = { ...saved, secondFactorVerified: c.get('user').secondFactorVerified };
    return c.json({ user: toMe(user, await pendingSecondFactor(ctx, user)) });
  });

  routes.patch('/', requireParent, async (c) => {
    const values = profileUpdateSchema.parse(await c.req.json().catch(() => null));
    const saved = await updateProfile(ctx, c.get('user').id, values);
    const user = { ...saved, secondFactorVerified: c.get('user').secondFactorVerified };
    return c.json({ user: toMe(user, await pendingSecondFactor(ctx, user)) });
  });

  return routes;
}
