import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant, nonNegative, oneOf } from './columns';

const BACKUP_RUN_KINDS = ['scheduled', 'manual', 'catch-up'] as const;
export type BackupRunKind = (typeof BACKUP_RUN_KINDS)[number];

/** `missed`: no base backup succeeded for too long (the check found it; no run took place). */
const BACKUP_RUN_STATUSES = ['running', 'succeeded', 'failed', 'missed'] as const;

/**
 * Every base backup of the embedded database and how it ended (decision 044): the dashboard shows the last
 * success, and the first failed or missed one after a success is mailed to the admins (`admins_notified_at`).
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: BACKUP_RUN_KINDS }).notNull(),
    status: text({ enum: BACKUP_RUN_STATUSES }).notNull(),
    startedAt: instant().notNull(),
    finishedAt: instant(),
    /** The base backup's folder under BACKUP_DIR/base. */
    name: text(),
    bytes: bigint({ mode: 'number' }),
    /** Why it failed (an operator's text, no personal data). */
    error: text(),
    adminsNotifiedAt: instant(),
  },
  (t) => [
    oneOf('backup_runs_kind_check', t.kind, BACKUP_RUN_KINDS),
    oneOf('backup_runs_status_check', t.status, BACKUP_RUN_STATUSES),
    nonNegative('backup_runs_bytes_check', t.bytes),
    index('backup_runs_status_started_idx').on(t.status, t.startedAt),
  ],
);
