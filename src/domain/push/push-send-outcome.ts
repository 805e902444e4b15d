import { adminMessages } from '../messages/admin';
import { type PushComposeInput, pushComposeSchema } from './push-compose';

// What the compose dialog and the page say about a send (admin-back-office.md sections 5 and 8).

/**
 * Why the send button is disabled, or null when it is enabled: the compose rules' first message (title and
 * message filled in after trimming, within their limits, a parent chosen in selected mode).
 */
export function pushSendBlockedReason(input: PushComposeInput): string | null {
  const parsed = pushComposeSchema.safeParse(input);
  if (parsed.success) return null;
  const order = ['title', 'body', 'userIds', 'targetUrl'];
  const issues = [...parsed.error.issues].sort(
    (a, b) => order.indexOf(String(a.path[0])) - order.indexOf(String(b.path[0])),
  );
  return issues[0]?.message ?? adminMessages.pushNoResult;
}

type PushSendOutcome =
  | { kind: 'delivering'; done: number; devices: number }
  | { kind: 'success' | 'failure'; text: string };

/**
 * A send's outcome from its counts: delivering while devices still wait; no device at all is "could not be sent";
 * otherwise the spec's success text with "(m fehlgeschlagen)" when some failed, or a failure when none arrived.
 */
export function pushSendOutcome({
  devices,
  sentTo,
  failed,
}: {
  devices: number;
  sentTo: number;
  failed: number;
}): PushSendOutcome {
  if (devices === 0) return { kind: 'failure', text: adminMessages.pushNoResult };
  if (sentTo + failed < devices) return { kind: 'delivering', done: sentTo + failed, devices };
  if (sentTo === 0)
    return { kind: 'failure', text: adminMessages.pushSendFailed(`${failed} fehlgeschlagen`) };
  return { kind: 'success', text: adminMessages.pushSent(sentTo, failed) };
}
