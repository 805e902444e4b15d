// What a reminder is about. Each kind is sent at most once per registration (the *_START kinds) or per payment.
export const REMINDER_KINDS = [
  /** 24 hours before a training, while the free cancellation is still possible. */
  'TRAINING_START',
  /** 3 days before a camp starts. */
  'CAMP_START',
  /** An open training payment, 3 days after the booking. */
  'TRAINING_PAYMENT_OPEN',
  /** An open training payment, 1 day before the training. */
  'TRAINING_PAYMENT_LAST_CALL',
  /** An open camp payment, 3 days after the booking. */
  'CAMP_PAYMENT_OPEN',
  /** An open camp payment, 1 day before the camp. */
  'CAMP_PAYMENT_LAST_CALL',
] as const;

export type ReminderKind = (typeof REMINDER_KINDS)[number];
