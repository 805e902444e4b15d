import { signInMailsIdle } from './auth/sign-in-mail-job';
import { registerSignInMailWorker } from './auth/sign-in-mail-worker';
import { registerBackupWorkers } from './backups/backup-jobs';
import type { AppContext } from './context';
import { mailAttachments } from './features/camp-confirmation/mail-attachment';
import { registerExpirePacksWorker } from './features/credit-packs/expire-packs';
import { registerOfferAlertsWorker } from './features/offer-alerts/offer-alerts-job';
import { registerCampRefundWorker } from './features/payments/camp-refund-job';
import { registerDeactivateLinkWorker } from './features/payments/deactivate-payment-link';
import { registerPhotoSyncWorker } from './features/photos/sync-job';
import { registerPushWorker } from './features/push';
import { registerRemindersWorker } from './features/reminders/reminders-job';
import { registerRetentionWorker } from './features/retention/retention-job';
import { registerMailWorker } from './integrations/mail/mail-worker';

// Every queue's worker is registered here at start.
export async function registerWorkers(ctx: AppContext): Promise<void> {
  // Bulk mail lets this process's sign-in codes go first (decision 023).
  await registerMailWorker(ctx, {
    yieldTo: (maxWaitMs) => signInMailsIdle(ctx.jobs, maxWaitMs),
    attachments: mailAttachments(ctx),
  });
  await registerSignInMailWorker(ctx);
  await registerPushWorker(ctx);
  await registerPhotoSyncWorker(ctx);
  await registerExpirePacksWorker(ctx);
  await registerCampRefundWorker(ctx);
  await registerDeactivateLinkWorker(ctx);
  await registerRemindersWorker(ctx);
  await registerOfferAlertsWorker(ctx);
  await registerRetentionWorker(ctx);
  await registerBackupWorkers(ctx);
}
