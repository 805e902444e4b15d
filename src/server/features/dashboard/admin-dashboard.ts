import { asc, inArray, sql } from 'drizzle-orm';
import { BIRTHDAY_LIST_LIMIT } from '../../../domain/constants';
import type { AdminDashboardResponse } from '../../../domain/dashboard/admin-dashboard-api';
import { birthdayWindowMonthDays, upcomingBirthdays } from '../../../domain/time';
import { backupStatus } from '../../backups/backup-status';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { children, profiles, sessions, trainers } from '../../db/schema';
import { selectAdminTrainings } from '../trainings/admin-queries';

// The admin dashboard (admin-back-office.md section 2): four counts in one query, the birthdays of the next 14 days
// (the database picks the children born on those month-days, the domain rule decides and orders), and the next
// three trainings from the admin trainings list.

async function counts(db: DbOrTx, now: Date): Promise<AdminDashboardResponse['counts']> {
  const result = await db.execute<{
    active_trainers: number;
    upcoming_trainings: number;
    children: number;
    parents: number;
  }>(sql`select
    (select count(*)::int from ${trainers} where ${trainers.active}) as active_trainers,
    (select count(*)::int from ${sessions} where ${sessions.deletedAt} is null
      and coalesce(${sessions.endsAt}, ${sessions.startsAt}) >= ${now}) as upcoming_trainings,
    (select count(*)::int from ${children}) as children,
    (select count(*)::int from ${profiles} where ${profiles.role} <> 'admin') as parents`);
  const row = result.rows[0];
  return {
    activeTrainers: row?.active_trainers ?? 0,
    upcomingTrainings: row?.upcoming_trainings ?? 0,
    children: row?.children ?? 0,
    parents: row?.parents ?? 0,
  };
}

async function birthdays(db: DbOrTx, now: Date) {
  const candidates = await db
    .select({
      childId: children.id,
      firstName: children.firstName,
      lastName: children.lastName,
      dateOfBirth: children.dateOfBirth,
    })
    .from(children)
    .where(inArray(sql<string>`to_char(${children.dateOfBirth}, 'MM-DD')`, birthdayWindowMonthDays(now)))
    .orderBy(asc(children.lastName), asc(children.firstName), asc(children.id));
  return upcomingBirthdays(candidates, now, { limit: candidates.length });
}

export async function adminDashboard(
  ctx: Pick<AppContext, 'config' | 'db' | 'clock'>,
): Promise<AdminDashboardResponse> {
  const now = ctx.clock.now();
  const all = await birthdays(ctx.db, now);
  const next = await selectAdminTrainings(ctx.db, { when: 'upcoming', now, page: 1, pageSize: 3 });
  return {
    counts: await counts(ctx.db, now),
    birthdays: all.slice(0, BIRTHDAY_LIST_LIMIT),
    birthdaysInWindow: all.length,
    nextTrainings: next.items,
    backup: await backupStatus(ctx),
  };
}
