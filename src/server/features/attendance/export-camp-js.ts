import { offerDays } from '../../../domain/attendance/attendance-days';
import { type JsMarks, jsExportFileName, jsExportRows } from '../../../domain/attendance/js-export';
import { formatDate } from '../../../domain/time';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import { selectAttendanceOffer, selectConfirmedParticipants, selectMarks } from './attendance-queries';
import { decryptAhvNumbers } from './decrypt-ahv-numbers';
import { jsExportCsv } from './js-export-csv';

/** A camp's J+S file: its confirmed participants with their AHV numbers and one column per camp day. */
export function exportCampJs(
  ctx: Pick<AppContext, 'db' | 'clock' | 'ahv'>,
  adminId: string,
  campId: string,
): Promise<{ fileName: string; csv: string }> {
  return ctx.db.transaction(async (tx) => {
    const camp = await selectAttendanceOffer(tx, 'camp', campId);
    if (camp?.kind !== 'camp') throw notFound();
    const participants = await selectConfirmedParticipants(tx, 'camp', [campId]);
    const marks = await selectMarks(tx, 'camp', [campId]);
    const days = offerDays(camp);
    const ahv = await decryptAhvNumbers(
      ctx,
      tx,
      participants.map((p) => p.childId),
    );
    const byChild: JsMarks = new Map(
      participants.map((p) => [
        p.childId,
        new Map(
          days.map((day) => [
            day,
            marks.find((m) => m.registrationId === p.registrationId && m.day === day)?.status ?? null,
          ]),
        ),
      ]),
    );
    const rows = jsExportRows(
      participants.map((p) => ({ ...p, ahv: ahv.get(p.childId) ?? null })),
      days.map((day) => ({ key: day, label: formatDate(day) })),
      byChild,
    );
    await recordAudit(tx, {
      actorId: adminId,
      action: 'camp.js_export',
      subject: { type: 'camp', id: campId },
      details: { name: camp.name, participants: participants.length, ahvRevealed: ahv.size },
      at: ctx.clock.now(),
    });
    return { fileName: jsExportFileName(camp.name, camp.startDate), csv: jsExportCsv(rows) };
  });
}
