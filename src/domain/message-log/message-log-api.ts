import { z } from 'zod';
import { type ListPage, pageQueryFields } from '../paging';

// The message log (decision 051): every mail and push sent to a parent, with its subject, when it was queued, its
// channel and how far it got. Never a body: a sign-in code's row holds its subject only.
//   GET /messages?page                      -> MessageLogPage  the signed-in parent's own, newest first
//   GET /admin/parents/:parentId/messages   -> MessageLogPage  one parent's, for the admin

export const MESSAGE_CHANNELS = ['mail', 'push'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * queued: written with its job; sent: the mail or push service accepted it; delivered: reserved, no source reports
 * it yet; bounced: the mail server refused it for good (5xx); failed: out of attempts, or refused by a push
 * service; expired: the push service no longer knows the device (404/410).
 */
export const MESSAGE_STATES = ['queued', 'sent', 'delivered', 'bounced', 'failed', 'expired'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export const messageLogQuerySchema = z.object({
  page: pageQueryFields.page,
  pageSize: pageQueryFields.pageSize,
});

export interface MessageLogEntry {
  id: string;
  channel: MessageChannel;
  subject: string;
  state: MessageState;
  /** When it was queued (ISO). */
  queuedAt: string;
  /** When its state last changed (ISO). */
  stateAt: string;
}

export type MessageLogPage = ListPage<MessageLogEntry>;

/** How many parents of one push send are in each state. */
export type MessageStateCounts = Record<MessageState, number>;
