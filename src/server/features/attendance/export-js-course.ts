import type { JsCourseQuery } from '../../../domain/attendance/attendance-api';
import { jsExportFileName, jsExportRows } from '../../../domain/attendance/js-export';
import { jsCourseMessages } from '../../../domain/messages/admin-attendance';
import { formatDateRange } from '../../../domain/time';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/record-audit';
import { selectTrainerName } from './course-queries';
import { decryptAhvNumbers } from './decrypt-ahv-numbers';
import { readJsCourse } from './js-course';
import { jsExportCsv } from './js-export-csv';

/** What names a course: its type and/or its trainer. */
function courseLabel(query: JsCourseQuery, trainerName: string | undefined): string {
  return [query.type, trainerName].filter(Boolean).join(' ') || jsCourseMessages.title;
}

/** A J+S course of trainings as a file, with the participants' AHV numbers decrypted for it and audited. */
export function exportJsCourse(
  ctx: Pick<AppContext, 'db' | 'clock' | 'ahv'>,
  adminId: string,
  query: JsCourseQuery,
): Promise<{ fileName: string; csv: string }> {
  return ctx.db.transaction(async (tx) => {
    const course = await readJsCourse(tx, query);
    const ahv = await decryptAhvNumbers(
      ctx,
      tx,
      course.participants.map((p) => p.childId),
    );
    const rows = jsExportRows(
      course.participants.map((p) => ({ ...p, ahv: ahv.get(p.childId) ?? null })),
      course.columns,
      course.marks,
    );
    const trainerName = query.trainerId ? await selectTrainerName(tx, query.trainerId) : undefined;
    const label = courseLabel(query, trainerName);
    const name = `J+S ${label}, ${formatDateRange(query.from, query.to)}`;
    await recordAudit(tx, {
      actorId: adminId,
      action: 'training.js_export',
      subject: {
        type: 'training',
        id: `js-course:${query.type ?? ''}:${query.trainerId ?? ''}:${query.from}:${query.to}`,
      },
      details: {
        name,
        trainings: course.trainings.length,
        participants: course.participants.length,
        ahvRevealed: ahv.size,
      },
      at: ctx.clock.now(),
    });
    return { fileName: jsExportFileName(label, query.from), csv: jsExportCsv(rows) };
  });
}
