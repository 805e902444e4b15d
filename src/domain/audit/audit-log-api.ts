// The contract of the admin's audit log (/api/admin/audit-log): who did what to which object, and when, newest
// first (audit-log-endpoints.ts). Every admin write and every full-AHV reveal has its row (decision 014); no row
// holds an AHV number.
import { z } from 'zod';
import { type ListPage, pageQueryFields } from '../paging';

/** The objects the back office writes, and the actions on them (`<object>.<verb>`). */
export const AUDIT_SUBJECT_TYPES = [
  'trainer',
  'training',
  'camp',
  'child',
  'parent',
  'payment',
  'unmatched',
  'bank',
  'pack',
  'photo',
  'news',
  'push',
  'admin',
] as const;
export const AUDIT_ACTIONS = [
  'trainer.create',
  'trainer.update',
  'trainer.delete',
  'trainer.ahv_reveal',
  'trainer.account_invite',
  'trainer.account_link',
  'trainer.account_unlink',
  'training.create',
  'training.update',
  'training.delete',
  'training.participant_add',
  'training.participant_remove',
  'training.participants_move',
  'training.participants_remove',
  'training.waitlist_promote',
  'training.waitlist_remove',
  'training.js_export',
  'training.health_view',
  'training.trainers_assign',
  'training.attendance_mark',
  'training.absence_report',
  'training.question_add',
  'training.question_edit',
  'training.question_archive',
  'training.questions_template_save',
  'training.questions_template_apply',
  'child.update',
  'child.delete',
  'child.ahv_reveal',
  'parent.update',
  'parent.delete',
  'parent.data_export',
  'parent.erase_request',
  'parent.erase',
  'parent.bulk_message',
  'parent.bulk_export',
  'child.bulk_export',
  'camp.create',
  'camp.update',
  'camp.delete',
  'camp.flyer_upload',
  'camp.flyer_delete',
  'camp.participant_add',
  'camp.participant_remove',
  'camp.participants_move',
  'camp.participants_remove',
  'camp.waitlist_promote',
  'camp.waitlist_remove',
  'camp.js_export',
  'camp.health_view',
  'camp.trainers_assign',
  'camp.attendance_mark',
  'camp.question_add',
  'camp.question_edit',
  'camp.question_archive',
  'camp.questions_template_save',
  'camp.questions_template_apply',
  'discount.set',
  'payment.mark_paid',
  'payment.settle_credit',
  'payment.refund',
  'payment.reset',
  'payment.refund_confirm',
  'payment.refund_retry',
  'payment.link_create',
  'payment.bulk_mark_paid',
  'payment.bulk_export',
  'unmatched.assign',
  'unmatched.refund',
  'unmatched.return',
  'bank.import',
  'pack.expire',
  'pack.cancel',
  'pack.grant',
  'photo.tag',
  'photo.untag',
  'news.create',
  'news.update',
  'news.delete',
  'push.send',
  'push.delete',
  'admin.second_factor_reset',
  'admin.recovery_codes_renew',
  'admin.passkey_add',
] as const;

/**
 * `GET /admin/audit-log?action=&subjectType=&page=1`. Filters take any value of the stored shape, not only the
 * listed ones, so rows of actions added later stay reachable.
 */
export const auditLogQuerySchema = z.object({
  action: z
    .string()
    .trim()
    .regex(/^([a-z_]+\.[a-z_]+)?$/)
    .default(''),
  subjectType: z
    .string()
    .trim()
    .regex(/^[a-z_]*$/)
    .max(40)
    .default(''),
  ...pageQueryFields,
});
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

export interface AuditLogEntry {
  id: string;
  at: string;
  /** The admin who acted; name null when the account no longer exists. */
  actor: { id: string | null; name: string | null };
  action: string;
  /** label: the object's name today, or as the row recorded it when the object is gone; null when unknown. */
  subject: { type: string; id: string; label: string | null };
  details: Record<string, unknown> | null;
}

export type AuditLogPage = ListPage<AuditLogEntry>;
