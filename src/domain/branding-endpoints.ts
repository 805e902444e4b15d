import { defineEndpoint, typedAnswer } from './api/endpoint';
import type { Branding } from './branding';

// Public, and the same for everyone: the provider's name, logo, links and contact.

export const brandingEndpoints = {
  branding: defineEndpoint({ method: 'GET', path: '/branding', response: typedAnswer<Branding>() }),
};
