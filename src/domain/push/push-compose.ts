import { z } from 'zod';
import { adminFormMessages as m } from '../messages/forms';

// The admin's push compose form (admin-back-office.md sections 4, 5 and 9).

export const PUSH_TITLE_MAX = 50;
export const PUSH_BODY_MAX = 200;
export const PUSH_TARGETS = [
  '/dashboard',
  '/meine-kinder',
  '/tiz-trainings',
  '/camps',
  '/zahlungen',
  '/fotos',
  '/shop',
  '/profile',
] as const;
export type PushTarget = (typeof PUSH_TARGETS)[number];
export const DEFAULT_PUSH_TARGET: PushTarget = '/dashboard';

function pushText(max: number, tooLong: string) {
  return z
    .string({ error: m.pushRequired })
    .trim()
    .min(1, { error: m.pushRequired, abort: true })
    .max(max, { error: tooLong });
}

export const pushComposeSchema = z
  .object({
    title: pushText(PUSH_TITLE_MAX, m.pushTitleTooLong(PUSH_TITLE_MAX)),
    body: pushText(PUSH_BODY_MAX, m.pushBodyTooLong(PUSH_BODY_MAX)),
    targetUrl: z.enum(PUSH_TARGETS, { error: m.pushInvalidTarget }).default(DEFAULT_PUSH_TARGET),
    recipients: z.enum(['all', 'selected']).default('all'),
    // Parent ids are sign-in user ids (text), not uuids.
    userIds: z.array(z.string().min(1).max(100)).max(10_000).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.recipients === 'selected' && v.userIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['userIds'], message: m.pushSelectParent });
    }
  })
  .transform((v) => ({ ...v, userIds: v.recipients === 'all' ? [] : [...new Set(v.userIds)] }));
export type PushComposeInput = z.input<typeof pushComposeSchema>;
export type PushComposeValues = z.output<typeof pushComposeSchema>;

/** The send button is enabled exactly when the compose form would pass. */
export function canSendPush(input: PushComposeInput): boolean {
  return pushComposeSchema.safeParse(input).success;
}

/** History label of a send: all parents, exactly one, or a selection. */
export function pushRecipientType(values: Pick<PushComposeValues, 'recipients' | 'userIds'>) {
  if (values.recipients === 'all') return 'all' as const;
  return values.userIds.length === 1 ? ('single' as const) : ('selected' as const);
}
