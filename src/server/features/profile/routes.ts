import { Hono } from 'hono';
import { profileEndpoints } from '../../../domain/auth/profile-endpoints';
import { requireParent, requireUser } from '../../auth/middleware';
import { toMe } from '../../auth/session-user';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoint-routes';
import { pendingSecondFactor } from '../second-factor/second-factor-status';
import { completeOnboarding } from './complete-onboarding';
import { updateProfile } from './update-profile';

// The signed-in parent's own profile (src/domain/auth/profile-endpoints.ts): onboarding for anyone signed in, the
// edit for a complete profile. Both answer {user: Me}, the same shape as GET /api/me.
export function profileRoutes(ctx: AppContext) {
  const routes = new Hono();

  serve(
    routes,
    profileEndpoints.completeOnboarding,
    async (c, { body }) => {
      const saved = await completeOnboarding(ctx, c.get('user').id, body);
      const user = { ...saved, secondFactorVerified: c.get('user').secondFactorVerified };
      return { user: toMe(user, await pendingSecondFactor(ctx, user)) };
    },
    { guards: [requireUser] },
  );

  serve(
    routes,
    profileEndpoints.updateProfile,
    async (c, { body }) => {
      const saved = await updateProfile(ctx, c.get('user').id, body);
      const user = { ...saved, secondFactorVerified: c.get('user').secondFactorVerified };
      return { user: toMe(user, await pendingSecondFactor(ctx, user)) };
    },
    { guards: [requireParent] },
  );

  return routes;
}
