import { Hono } from 'hono';
import type { SupportResponse } from '../../../domain/support-api';
import { supportFormSchema } from '../../../domain/support-form';
import { requireParent } from '../../auth/middleware';
import type { AppContext } from '../../context';
import { readJsonBody } from '../../http/read-json-body';
import { admitSupportRequest } from './admit-support-request';
import { sendSupportRequest } from './send-support-request';

//   POST /api/support  {problem, smartphone} -> 201 {requestId}; 400 VALIDATION without a problem description;
//                      429 RATE_LIMITED beyond five an hour (admit-support-request.ts)
export function supportRoutes(ctx: AppContext) {
  return new Hono().use('*', requireParent).post('/', async (c) => {
    const values = supportFormSchema.parse(await readJsonBody(c));
    await admitSupportRequest(ctx, c.get('user').id);
    const body: SupportResponse = await sendSupportRequest(ctx, c.get('user'), values);
    return c.json(body, 201);
  });
}
