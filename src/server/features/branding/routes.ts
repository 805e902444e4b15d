import { Hono } from 'hono';
import type { Branding } from '../../../domain/branding';
import { brandingEndpoints } from '../../../domain/branding-endpoints';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoint-routes';

// Public, and the same for everyone: cacheable by browsers and proxies.
export function brandingRoutes(ctx: AppContext) {
  const { config } = ctx;
  const branding: Branding = {
    providerName: config.PROVIDER_NAME,
    logoUrl: config.PROVIDER_LOGO_URL ?? null,
    termsUrl: config.PROVIDER_TERMS_URL,
    infoUrl: config.PROVIDER_INFO_URL,
    poweredByUrl: config.POWERED_BY_URL,
    contact: {
      email: config.PROVIDER_CONTACT_EMAIL,
      phone: config.PROVIDER_CONTACT_PHONE,
      address: config.PROVIDER_CONTACT_ADDRESS,
    },
    qrBill: config.qrBill !== null,
  };
  const routes = new Hono();
  serve(routes, brandingEndpoints.branding, (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return branding;
  });
  return routes;
}
