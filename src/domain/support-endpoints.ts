import { z } from 'zod';
import { defineEndpoint } from './api/endpoint';
import { supportFormSchema } from './support-form';

// The support request (parent-portal.md section 7): the reply address is the signed-in parent's account e-mail;
// 429 beyond five an hour.

export const supportEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: '/support',
    status: 201,
    request: supportFormSchema,
    response: z.object({ requestId: z.string() }),
  }),
};
