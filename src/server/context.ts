import type { Clock } from './clock';
import type { Config } from './config';
import type { AhvCipher } from './crypto/ahv-cipher';
import type { Db } from './db/client';
import type { PaymentGateway } from './integrations/payments';
import type { PushGateway } from './integrations/push';
import type { Jobs } from './jobs/jobs';

// The collaborators every service gets passed in, so tests run them with a real database and a controlled clock.
export interface AppContext {
  config: Config;
  db: Db;
  clock: Clock;
  jobs: Jobs;
  /** Encrypts AHV numbers (children, trainers) at rest. */
  ahv: AhvCipher;
  /** Delivers web push messages to parents' devices (VAPID public key included). */
  push: PushGateway;
  /** Checkout and refunds: Stripe, or the built-in test checkout outside production. */
  payments: PaymentGateway;
}
