import type { AppContext } from '../context';
import { registerMailWorker } from '../integrations/mail/mail-worker';

// Every queue's worker is registered here at start.
export async function registerWorkers(ctx: AppContext): Promise<void> {
  await registerMailWorker(ctx);
}
