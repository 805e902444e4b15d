import { z } from 'zod';
import { PUSH_DEFAULT_URL, PUSH_ICON, type PushPayload } from '../../../domain/push/push-api';
import { PUSH_BODY_MAX, PUSH_TITLE_MAX, pushRecipientType } from '../../../domain/push/push-compose';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { PushRecipientType } from '../../db/schema/values';
import { AppError } from '../../errors';
import { containsAhvNumber } from '../../integrations/mail';
import { aboutOf, type JobAbout } from '../../jobs/job-about';
import { logPushRecipients } from '../../message-log/record-messages';
import { PUSH_QUEUE, type PushJob } from './push-job';
import { insertHistory, subscriptionsOf } from './queries';

// Sending a push: one history row and one durable job per device (inserted together), written in the caller's transaction, so a news
// item and its notification are stored together or not at all, and no device hears of something that rolled back.
// Delivery, retries and the per-device results happen in the push worker (deliver-push.ts).

const messageSchema = z.object({
  title: z.string().trim().min(1).max(PUSH_TITLE_MAX),
  body: z.string().trim().min(1).max(PUSH_BODY_MAX),
  // A path on this site: a push must never lead a parent to another site.
  url: z
    .string()
    .trim()
    .regex(/^\/(?!\/)[^\s]*$/)
    .max(500)
    .default(PUSH_DEFAULT_URL),
});

export type PushMessage = z.input<typeof messageSchema>;

export type SendPushInput = ({ all: true } | { userIds: readonly string[] }) & {
  payload: PushMessage;
  /** The admin who sent it; null for pushes the system sends. */
  createdBy?: string | null;
  /** Whom the text names besides its recipients (job-about.ts). */
  about?: JobAbout;
};

export interface SendPushResult {
  historyId: string;
  recipientType: PushRecipientType;
  /** Devices a delivery job was queued for. */
  subscriptions: number;
}

/** The admin's text is refused with a German 400, like any other bad input; nothing is stored or queued. */
export class PersonalDataInPushError extends AppError {
  constructor() {
    super('PUSH_CONTAINS_AHV', 400);
    this.name = 'PersonalDataInPushError';
  }
}

export async function sendPush(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'clock'>,
  input: SendPushInput,
  options: { tx?: DbOrTx } = {},
): Promise<SendPushResult> {
  const message = messageSchema.parse(input.payload);
  // Job data and the device's lock screen are plain text: an AHV number must reach neither.
  if (containsAhvNumber(message.title) || containsAhvNumber(message.body))
    throw new PersonalDataInPushError();
  const audience = 'all' in input ? ({ all: true } as const) : { userIds: [...new Set(input.userIds)] };
  const recipientType = pushRecipientType(
    'all' in audience
      ? { recipients: 'all', userIds: [] }
      : { recipients: 'selected', userIds: audience.userIds },
  );

  const run = async (tx: DbOrTx): Promise<SendPushResult> => {
    const historyId = await insertHistory(tx, {
      title: message.title,
      body: message.body,
      targetUrl: message.url,
      recipientType,
      createdBy: input.createdBy ?? null,
      createdAt: ctx.clock.now(),
    });
    const payload: PushPayload = {
      title: message.title,
      body: message.body,
      url: message.url,
      icon: PUSH_ICON,
      badge: PUSH_ICON,
      tag: `push-${historyId}`,
      requireInteraction: false,
      silent: false,
    };
    const devices = await subscriptionsOf(tx, audience);
    const about = aboutOf(input.about);
    const logIds = await logPushRecipients(tx, {
      historyId,
      subject: message.title,
      userIds: devices.map((device) => device.userId),
      about,
    });
    // One statement for all of them: a send to every parent queues thousands of jobs.
    await ctx.jobs.sendMany<PushJob>(
      PUSH_QUEUE,
      devices.map((device) => ({
        historyId,
        subscriptionId: device.id,
        userId: device.userId,
        endpoint: device.endpoint,
        payload,
        attempt: 0,
        ...(about ? { about } : {}),
        ...(logIds.has(device.userId) ? { logId: logIds.get(device.userId) } : {}),
      })),
      { tx },
    );
    return { historyId, recipientType, subscriptions: devices.length };
  };
  return options.tx ? run(options.tx) : ctx.db.transaction(run);
}
