import '../admin-error-texts';
import type { AttendanceStatus, MarkAuthor } from '@domain/attendance/attendance-api';
import { attendanceMessages as m } from '@domain/messages/admin-attendance';
import { personName } from '@domain/people/person-name';
import { formatDate, formatTime, formatWeekdayDate } from '@domain/time';
import { CheckCheck, Download } from 'lucide-react';
import { useState } from 'react';
import { callPath, errorText, pathOf } from '../../lib/api';
import { AlertMessage, Badge, Button, buttonClasses } from '../../ui';
import { AbsenceBadge } from '../../ui/absence-badge';
import { AttendanceDaySelect, shownDay } from '../../ui/attendance-day';
import { type AttendanceTarget, useAllPresent, useAttendance, useSetAttendance } from './attendance-queries';
import { AttendanceToggle } from './attendance-toggle';

// "Anwesenheit" in the participants panel of a training or camp (issue 18): the confirmed participants of one day
// with a toggle each and who set its mark when (issue 29), "Alle anwesend" for the rest, and for a camp its J+S file. Marks are taken from the offer's
// first day on; before, the section says from when.

type Notice = { tone: 'success' | 'error'; text: string } | null;

function MarkedBy({ author }: { author: MarkAuthor }) {
  const at = new Date(author.at);
  return (
    <p className="text-sm text-stone-600">
      {m.markedBy(author.role, author.name, formatDate(at), formatTime(at))}
    </p>
  );
}

export function AttendanceSection({
  target,
  jsExport = false,
}: {
  target: AttendanceTarget;
  jsExport?: boolean;
}) {
  const sheet = useAttendance(target);
  const setCell = useSetAttendance(target);
  const allPresent = useAllPresent(target);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  if (sheet.isError) return <p className="text-sm text-stone-600">{m.loadFailed}</p>;
  if (!sheet.data) return null;
  const { days, participants } = sheet.data;
  const { day, open } = shownDay(days, chosenDay);
  const withoutAhv = participants.filter((p) => !p.hasAhv).length;

  const change = (childId: string, name: string, status: AttendanceStatus | null) => {
    if (!day) return;
    setNotice(null);
    setCell.mutate(
      { childId, day, status },
      { onError: (err) => setNotice({ tone: 'error', text: `${m.saveFailed(name)} ${errorText(err)}` }) },
    );
  };

  const markAll = () => {
    if (!day) return;
    setNotice(null);
    allPresent.mutate(day, {
      onSuccess: ({ marked }) => setNotice({ tone: 'success', text: m.allPresentDone(marked) }),
      onError: (err) => setNotice({ tone: 'error', text: errorText(err) }),
    });
  };

  return (
    <section aria-label={m.heading} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h3 className="text-sm font-semibold text-stone-900">{m.heading}</h3>
        {jsExport && (
          <a
            className={buttonClasses('secondary', 'sm')}
            href={`/api${callPath(pathOf('GET /admin/camps/:campId/js-export.csv'), { campId: target.offerId }, undefined)}`}
            title={m.jsExportHint}
            download
          >
            <Download aria-hidden="true" className="size-4" />
            {m.jsExport}
          </a>
        )}
      </div>
      <AttendanceDaySelect
        label={m.day}
        days={days}
        day={day}
        onChange={(next) => {
          setNotice(null);
          setChosenDay(next);
        }}
      />
      {days.length === 1 && day && <p className="text-sm text-stone-700">{formatWeekdayDate(day)}</p>}
      {notice && (
        <AlertMessage tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </AlertMessage>
      )}
      {participants.length === 0 && <p className="text-stone-600">{m.empty}</p>}
      {participants.length > 0 && !open && day && (
        <p className="text-sm text-stone-700">{m.notYet(formatDate(days[0]?.day ?? day))}</p>
      )}
      {participants.length > 0 && open && day && (
        <>
          <Button
            size="lg"
            variant="secondary"
            icon={<CheckCheck aria-hidden="true" className="size-5" />}
            title={m.allPresentHint}
            loading={allPresent.isPending}
            disabled={participants.every((p) => p.marks[day])}
            onClick={markAll}
          >
            {m.allPresent}
          </Button>
          <ul
            aria-label={m.listLabel}
            className="divide-y divide-stone-100 rounded-xl border border-stone-200"
          >
            {participants.map((p) => {
              const name = personName(p);
              return (
                <li
                  key={p.childId}
                  aria-label={name}
                  className="flex flex-wrap items-center justify-between gap-3 px-3 py-2"
                >
                  <div className="min-w-0">
                    <p className="font-medium text-stone-900">{name}</p>
                    {!p.hasAhv && <Badge tone="yellow">{m.noAhv}</Badge>}
                    {p.marks[day] === 'late' && <Badge tone="info">{m.late}</Badge>}
                    <AbsenceBadge absence={p.absence} />
                    {p.markedBy[day] && <MarkedBy author={p.markedBy[day]} />}
                  </div>
                  <AttendanceToggle
                    name={name}
                    status={p.marks[day] ?? null}
                    onChange={(status) => change(p.childId, name, status)}
                  />
                </li>
              );
            })}
          </ul>
        </>
      )}
      {withoutAhv > 0 && <p className="text-sm text-stone-600">{m.noAhvHint(withoutAhv)}</p>}
    </section>
  );
}
