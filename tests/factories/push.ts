import { createECDH, randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../src/server/db/client';
import { pushHistory, pushHistoryRecipients, pushSubscriptions } from '../../src/server/db/schema';
import type { PushRecipientStatus } from '../../src/server/db/schema/values';
import { inserted } from './rows';

export type PushSubscription = typeof pushSubscriptions.$inferSelect;
export type PushHistory = typeof pushHistory.$inferSelect;

/**
 * A device subscription with real P-256 keys (web-push can encrypt to it). The endpoint points at an unroutable
 * test host unless given, e.g. a local HTTPS push stand-in.
 */
export async function createPushSubscription(
  db: DbOrTx,
  options: { userId: string } & Partial<typeof pushSubscriptions.$inferInsert>,
): Promise<PushSubscription> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return inserted(
    await db
      .insert(pushSubscriptions)
      .values({
        endpoint: `https://push.example.test/send/${randomBytes(12).toString('base64url')}`,
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
        deviceInfo: 'iPhone · Safari',
        ...options,
      })
      .returning(),
  );
}

export interface PushHistoryOptions extends Partial<typeof pushHistory.$inferInsert> {
  /** One row per device; sent_to and failed are counted from them unless given. */
  recipients?: {
    userId: string | null;
    status: PushRecipientStatus;
    subscriptionEndpoint?: string;
    error?: string;
  }[];
}

/** A sent push notification and its per-device outcome. */
export async function createPushHistory(db: DbOrTx, options: PushHistoryOptions = {}): Promise<PushHistory> {
  const { recipients = [], ...overrides } = options;
  const history = inserted(
    await db
      .insert(pushHistory)
      .values({
        title: 'Training am Samstag',
        body: 'Das Training findet wie geplant statt.\nBitte 10 Minuten früher da sein.',
        sentTo: recipients.filter((r) => r.status === 'success').length,
        failed: recipients.filter((r) => r.status === 'failed').length,
        ...overrides,
      })
      .returning(),
  );
  if (recipients.length > 0) {
    await db
      .insert(pushHistoryRecipients)
      .values(recipients.map((r) => ({ ...r, pushHistoryId: history.id })));
  }
  return history;
}
