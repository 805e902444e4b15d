import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';
import { containsAhvNumber } from '../../integrations/mail';

// The audit log (docs/architecture.md section 1): every admin write and every full-AHV reveal writes one row
// in the caller's transaction, so the record exists exactly when the change does. Who, when, what, which
// object, and details that never hold an AHV number (a reveal names whose number was shown, not the number).

export type AuditAction =
  | 'child.update'
  | 'child.delete'
  | 'child.ahv_reveal'
  | 'parent.update'
  | 'parent.delete'
  | 'parent.data_export'
  | 'parent.erase_request'
  | 'parent.erase'
  | 'parent.bulk_message'
  | 'parent.bulk_export'
  | 'child.bulk_export'
  | 'trainer.create'
  | 'trainer.update'
  | 'trainer.delete'
  | 'trainer.ahv_reveal'
  | 'trainer.account_invite'
  | 'trainer.account_link'
  | 'trainer.account_unlink'
  | 'training.create'
  | 'training.update'
  | 'training.delete'
  | 'training.participant_add'
  | 'training.participant_remove'
  | 'training.participants_move'
  | 'training.participants_remove'
  | 'training.waitlist_promote'
  | 'training.waitlist_remove'
  | 'training.js_export'
  | 'training.health_view'
  | 'training.trainers_assign'
  | 'training.attendance_mark'
  | 'training.absence_report'
  | 'training.question_add'
  | 'training.question_edit'
  | 'training.question_archive'
  | 'training.questions_template_save'
  | 'training.questions_template_apply'
  | 'camp.create'
  | 'camp.update'
  | 'camp.delete'
  | 'camp.flyer_upload'
  | 'camp.flyer_delete'
  | 'camp.participant_add'
  | 'camp.participant_remove'
  | 'camp.participants_move'
  | 'camp.participants_remove'
  | 'camp.waitlist_promote'
  | 'camp.waitlist_remove'
  | 'camp.js_export'
  | 'camp.health_view'
  | 'camp.trainers_assign'
  | 'camp.attendance_mark'
  | 'camp.question_add'
  | 'camp.question_edit'
  | 'camp.question_archive'
  | 'camp.questions_template_save'
  | 'camp.questions_template_apply'
  | 'discount.set'
  | 'payment.mark_paid'
  | 'payment.settle_credit'
  | 'payment.refund'
  | 'payment.reset'
  | 'payment.refund_confirm'
  | 'payment.refund_retry'
  | 'payment.link_create'
  | 'payment.bulk_mark_paid'
  | 'payment.bulk_export'
  | 'unmatched.assign'
  | 'unmatched.refund'
  | 'unmatched.return'
  | 'bank.import'
  | 'pack.expire'
  | 'pack.cancel'
  | 'pack.grant'
  | 'photo.tag'
  | 'photo.untag'
  | 'news.create'
  | 'news.update'
  | 'news.delete'
  | 'push.send'
  | 'push.delete'
  | 'admin.second_factor_reset'
  | 'admin.recovery_codes_renew'
  | 'admin.passkey_add';

/** The object an action is about: its first part ('child' of 'child.update'). */
type AuditSubjectType = AuditAction extends `${infer Subject}.${string}` ? Subject : never;

export interface AuditEntry {
  actorId: string;
  action: AuditAction;
  subject: { type: AuditSubjectType; id: string };
  details?: Record<string, unknown>;
  at: Date;
}

export class AhvInAuditError extends Error {
  constructor() {
    super('Audit details must not contain an AHV number');
    this.name = 'AhvInAuditError';
  }
}

export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  const details = entry.details ?? null;
  if (details && containsAhvNumber(JSON.stringify(details))) throw new AhvInAuditError();
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    subjectType: entry.subject.type,
    subjectId: entry.subject.id,
    details,
    createdAt: entry.at,
  });
}
