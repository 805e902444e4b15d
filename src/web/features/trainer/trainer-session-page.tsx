import type { OfferKind } from '@domain/attendance/attendance-api';
import { trainerMessages as m } from '@domain/messages/trainer';
import { personName } from '@domain/people/person-name';
import { formatDate, formatWeekdayDateTime } from '@domain/time';
import type { TrainerOfferResponse } from '@domain/trainers/trainer-api';
import { ArrowLeft, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { paths } from '../../lib/paths';
import { AlertMessage, Badge, Button, PageHeader, PageSpinner } from '../../ui';
import { AbsenceBadge } from '../../ui/absence-badge';
import { AttendanceDaySelect, shownDay } from '../../ui/attendance-day';
import { HealthPanel } from './health-panel';
import { MarkButtons } from './mark-buttons';
import { NoteEditor } from './note-editor';
import { ReportedAbsences } from './reported-absence';
import { TrainerOfferAlerts } from './trainer-offer-alerts';
import { useSaveNote, useTrainerOffer } from './trainer-queries';
import { type MarkQueueState, useMarkQueue } from './use-mark-queue';

// /trainer/:kind/:offerId (issue 29): one session at the pitch, 390 px first. The children of a day with one-tap
// marks that work offline (use-mark-queue.ts), "Alle da" for everyone not marked yet, a note per child, and the
// emergency and health information on request.

const KINDS: Record<string, OfferKind> = { trainings: 'training', camps: 'camp' };

export function TrainerSessionPage() {
  const params = useParams();
  const kind = KINDS[params.kind ?? ''];
  const offerId = params.offerId ?? '';
  if (!kind) return <AlertMessage tone="error">{m.noAccess}</AlertMessage>;
  return <SessionSheet kind={kind} offerId={offerId} />;
}

function SessionSheet({ kind, offerId }: { kind: OfferKind; offerId: string }) {
  const offer = useTrainerOffer(kind, offerId);
  const queue = useMarkQueue(kind, offerId);
  const [chosenDay, setChosenDay] = useState<string | null>(null);

  const back = (
    <Link
      to={paths.trainer.home}
      className="mb-3 inline-flex items-center gap-1 text-sm text-stone-700 underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {m.back}
    </Link>
  );
  // Taken off the session: its cached copy must not stay on screen either.
  const gone = offer.error instanceof ApiError && (offer.error.status === 404 || offer.error.status === 403);
  if (!offer.data || gone) {
    if (!offer.isError) return <PageSpinner />;
    return (
      <div className="mx-auto max-w-2xl">
        {back}
        <AlertMessage tone="error">{gone ? m.noAccess : m.loadFailed}</AlertMessage>
      </div>
    );
  }
  const { session, days, participants } = offer.data;
  const { day, open } = shownDay(days, chosenDay);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <div>
        {back}
        <PageHeader
          title={session.title}
          description={`${formatWeekdayDateTime(session.startsAt)} · ${session.location}`}
        />
        <p className="flex flex-wrap gap-2 text-sm text-stone-700">
          <span>{m.participants(session.participants)}</span>
          {session.waitlist > 0 && <span>· {m.waitlist(session.waitlist)}</span>}
          {session.lead && <Badge tone="info">{m.lead}</Badge>}
        </p>
      </div>
      <QueueNotice queue={queue} />
      <AttendanceDaySelect label={m.day} days={days} day={day} onChange={setChosenDay} />
      {participants.length === 0 && <p className="text-stone-600">{m.noParticipants}</p>}
      {participants.length > 0 && day && !open && (
        <>
          <p className="text-sm text-stone-700">{m.notYet(formatDate(days[0]?.day ?? day))}</p>
          <ReportedAbsences participants={participants} />
        </>
      )}
      {participants.length > 0 && day && open && (
        <Marks kind={kind} offerId={offerId} day={day} participants={participants} queue={queue} />
      )}
      {participants.some((p) => p.hasHealthInfo) && <HealthPanel kind={kind} offerId={offerId} />}
      <TrainerOfferAlerts kind={kind} offerId={offerId} />
    </div>
  );
}

function QueueNotice({ queue }: { queue: MarkQueueState }) {
  if (queue.offline)
    return <AlertMessage tone="warning">{`${m.offline} ${m.pending(queue.pending)}`}</AlertMessage>;
  if (queue.refused > 0) return <AlertMessage tone="warning">{m.refused(queue.refused)}</AlertMessage>;
  if (queue.pending > 0)
    return (
      <p className="text-sm text-stone-600" role="status">
        {m.pending(queue.pending)}
      </p>
    );
  return null;
}

function Marks({
  kind,
  offerId,
  day,
  participants,
  queue,
}: {
  kind: OfferKind;
  offerId: string;
  day: string;
  participants: TrainerOfferResponse['participants'];
  queue: MarkQueueState;
}) {
  const saveNote = useSaveNote(kind, offerId);
  const [noteError, setNoteError] = useState(false);
  const statusOf = (p: TrainerOfferResponse['participants'][number]) =>
    queue.statusOf(p.childId, day, p.marks[day]);
  const unmarked = participants.filter((p) => statusOf(p) === undefined);
  return (
    <>
      <Button
        size="lg"
        variant="secondary"
        icon={<CheckCheck aria-hidden="true" className="size-5" />}
        title={m.allPresentHint}
        disabled={unmarked.length === 0}
        onClick={() => queue.mark(unmarked.map((p) => ({ childId: p.childId, day, status: 'present' })))}
      >
        {m.allPresent}
      </Button>
      {noteError && (
        <AlertMessage tone="error" onDismiss={() => setNoteError(false)}>
          {m.noteFailed}
        </AlertMessage>
      )}
      <ul aria-label={m.listLabel} className="flex flex-col gap-3">
        {participants.map((p) => {
          const name = personName(p);
          return (
            <li
              key={p.childId}
              className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-3"
            >
              <div>
                <p className="font-semibold text-stone-900">{name}</p>
                <p className="flex flex-wrap gap-x-2 gap-y-1 text-sm text-stone-700">
                  <span>{m.age(p.age)}</span>
                  {p.level && <span>· {m.level(p.level)}</span>}
                  <Badge tone={p.paid ? 'green' : 'yellow'}>{p.paid ? m.paid : m.unpaid}</Badge>
                  <Badge tone={p.photoConsent ? 'neutral' : 'red'}>
                    {p.photoConsent ? m.photoConsent : m.noPhotoConsent}
                  </Badge>
                  <AbsenceBadge absence={p.absence} />
                </p>
              </div>
              <MarkButtons
                name={name}
                status={statusOf(p)}
                onMark={(status) => queue.mark([{ childId: p.childId, day, status }])}
              />
              <NoteEditor
                name={name}
                note={p.note}
                saving={saveNote.isPending && saveNote.variables?.childId === p.childId}
                onSave={(note) =>
                  saveNote.mutate({ childId: p.childId, note }, { onError: () => setNoteError(true) })
                }
              />
            </li>
          );
        })}
      </ul>
    </>
  );
}
