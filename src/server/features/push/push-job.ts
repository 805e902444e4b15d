import type { PushPayload } from '../../../domain/push/push-api';
import type { JobAbout } from '../../jobs/job-about';

export const PUSH_QUEUE = 'push.deliver';

/** One device of one send. The payload is the message's text only; the device's keys are read at delivery time. */
export interface PushJob {
  historyId: string;
  subscriptionId: string;
  userId: string;
  endpoint: string;
  payload: PushPayload;
  /** Attempts made by earlier jobs of this delivery (a Retry-After continues in a new, later job). */
  attempt: number;
  /** The children the text names (a waitlist place for a child), for the account erasure (job-about.ts). */
  about?: JobAbout;
  /** The parent's row of this send in the message log (decision 051); its devices share it. */
  logId?: string;
}
