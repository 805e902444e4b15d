import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { apiRoutes } from './api-routes';
import type { AppContext } from './context';
import { appVersionRoutes } from './features/app-version/routes';
import { devMailRoutes } from './features/dev-mail/routes';
import { healthRoutes } from './features/health/routes';
import { metricsRoutes } from './features/metrics/routes';
import { loadBuiltRenderer, type RenderFirstView } from './first-view-pages';
import { bodyLimits } from './http/body-limits';
import { compressResponses } from './http/compress-responses';
import {
  appContentSecurityPolicy,
  appPermissionsPolicy,
  devMailContentSecurityPolicy,
} from './http/content-security-policy';
import { errorAnswer, handleError } from './http/error-handler';
import { countRequestsInFlight } from './http/requests-in-flight';
import { sameOriginWrites } from './http/same-origin-writes';
import { observeRequests, requestIds } from './observability/observe-requests';
import { webDistDir } from './paths';
import { webRoutes } from './web-routes';

export interface AppOptions {
  /** Committed migrations; /readyz is green only when the database has applied all of them. */
  expectedMigrations: number;
  /** Serve the built SPA from dist/web (off in API-only integration tests). */
  serveWeb?: boolean;
  /** Where the built SPA is (dist/web unless a test brings its own). */
  webDir?: string;
  /** Renders the first views on the server: the SSR build's (dist/ssr) unless a test brings its own; null for none. */
  renderFirstView?: RenderFirstView | null;
}

export function createApp(ctx: AppContext, options: AppOptions) {
  const app = new Hono();
  app.onError(handleError);
  // Outermost, so every answer (compressed, refused, failed) has its id, its log line and its metrics, and background
  // work (bulk mail, push) waits while any is being answered (decision 047).
  app.use('*', countRequestsInFlight(), requestIds(ctx.config.TRUST_PROXY), observeRequests());
  // First in, so it compresses each answer as the other middleware leave it.
  app.use('*', compressResponses());
  // The app icons are also the logo in every mail: a webmail page on another origin must be allowed to show them.
  // Registered before secureHeaders, so this runs after it and overrides its same-origin default.
  app.use('/icons/*', async (c, next) => {
    await next();
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
  });
  // The dev outbox shows mails, styled inline like every mail: its own, script-free policy (set after secureHeaders).
  app.use('/dev/*', async (c, next) => {
    await next();
    c.header('Content-Security-Policy', devMailContentSecurityPolicy);
  });
  app.use(
    '*',
    secureHeaders({
      crossOriginEmbedderPolicy: false,
      contentSecurityPolicy: appContentSecurityPolicy,
      permissionsPolicy: appPermissionsPolicy,
    }),
  );
  // Header checks first, so a forged cross-site write is refused before its body is read at all.
  app.use('/api/*', sameOriginWrites(ctx.config.appUrl));
  app.use('*', bodyLimits());
  app.route('/', healthRoutes(ctx, options.expectedMigrations));
  app.route('/', appVersionRoutes(options.webDir ?? webDistDir));
  app.route('/', metricsRoutes(ctx));
  app.route('/api', apiRoutes(ctx));
  app.all('/api/*', (c) => errorAnswer(c, 'NOT_FOUND', 404));
  // Before the SPA's catch-all, so /dev paths answer 404 in production instead of index.html.
  app.route('/dev', devMailRoutes(ctx));
  if (options.serveWeb !== false) {
    const given = options.renderFirstView;
    let built: Promise<RenderFirstView | null> | undefined;
    const renderer = () => {
      if (given !== undefined) return Promise.resolve(given);
      built ??= loadBuiltRenderer();
      return built;
    };
    app.route(
      '/',
      webRoutes(ctx, options.webDir, { renderer, appFetch: (request, env) => app.fetch(request, env) }),
    );
  }
  return app;
}
