import type { OfferKind } from '@domain/attendance/attendance-api';
import type { AdminParticipant } from '@domain/bookings/admin-participants';
import { participantsText } from '@domain/bookings/participant-lists';
import type { ChildSearchResult } from '@domain/children/admin-children-api';
import type { ErrorCode } from '@domain/errors';
import { adminMessages } from '@domain/messages/admin';
import { participantsPanelMessages as m } from '@domain/messages/admin-participants';
import { adminFormMessages } from '@domain/messages/forms';
import { adminMethodLabel, effectiveStatus, paymentStatusLabel } from '@domain/payments/status';
import { personName } from '@domain/people/person-name';
import { type AnswerSet, answersToSend } from '@domain/questions/questions';
import { formatDate } from '@domain/time';
import { ClipboardCopy, Download, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { copyText } from '../../lib/clipboard';
import {
  AlertMessage,
  Badge,
  type BadgeTone,
  Button,
  buttonClasses,
  ConfirmDialog,
  Dialog,
  PageSpinner,
} from '../../ui';
import { AbsenceBadge } from '../../ui/absence-badge';
import { AnswerLines } from '../../ui/question-fields';
import { AttendanceSection } from '../attendance/attendance-section';
import { SelectRowBox } from '../bulk/select-boxes';
import { AddChildAnswers } from '../questions/add-child-answers';
import { ChildAnswersButton } from '../questions/child-answers-dialog';
import { QuestionsSection } from '../questions/questions-section';
import { CampConfirmationLink } from './camp-confirmation-link';
import { ChildPicker } from './child-picker';
import { HealthSection } from './health-section';
import { OfferAlertsSection } from './offer-alerts-section';
import { ParticipantsBulkBar, useParticipantSelection } from './participants-bulk';
import {
  type PanelOffer,
  participantsCsvHref,
  useAddParticipant,
  useParticipants,
  useRemoveParticipant,
} from './participants-queries';
import { WaitlistSection } from './waitlist-section';

// The participants panel of a training or a camp (admin-back-office.md section 2): the registered children with
// their payment, "+ Kind" through the parents' booking, "Abmelden" through the parents' cancellation, the list
// copied, the CSV file. What differs between trainings and camps comes in with the offer.

/** The offer whose panel is open (its kind names its endpoints), with the texts of its kind. */
export interface ParticipantsOffer<RemoveAnswer> extends PanelOffer {
  title: string;
  description: string;
  /** The refusal code of a child already registered, and the spec's texts for it and for "not found". */
  alreadyRegisteredCode: ErrorCode;
  alreadyRegistered: string;
  notFound: string;
  confirmRemove: (name: string) => string;
  removed: (name: string, answer: RemoveAnswer) => string;
  /** Attendance of the confirmed participants (issue 18); `jsExport` offers the offer's own J+S file. */
  attendance?: { kind: OfferKind; jsExport: boolean };
}

const statusTone: Record<string, BadgeTone> = {
  REQUIRES_PAYMENT: 'yellow',
  FAILED: 'red',
  SUCCEEDED: 'green',
  REFUNDED: 'neutral',
};

function PaymentBadge({ participant }: { participant: AdminParticipant }) {
  const status = effectiveStatus(participant.payment);
  const method = adminMethodLabel(participant.payment?.method);
  return (
    <Badge tone={statusTone[status] ?? 'neutral'}>
      {paymentStatusLabel(status)}
      {method ? ` · ${method}` : ''}
    </Badge>
  );
}

/** The spec's add-child messages for the server's refusals (admin-back-office.md section 8). */
function addError(err: unknown, offer: ParticipantsOffer<unknown>): string {
  if (!(err instanceof ApiError)) return adminMessages.addChildFailed;
  if (err.code === offer.alreadyRegisteredCode) return offer.alreadyRegistered;
  if (err.code === 'NOT_FOUND') return offer.notFound;
  if (err.code === 'FORBIDDEN') return adminMessages.forbidden;
  if (err.code === 'FULLY_BOOKED') return err.message;
  return adminMessages.addChildFailed;
}

type Notice = { tone: 'success' | 'error'; text: string } | null;

export function ParticipantsDialog<RemoveAnswer>({
  offer,
  onClose,
}: {
  offer: ParticipantsOffer<RemoveAnswer> | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={offer !== null}
      onOpenChange={(open) => !open && onClose()}
      title={offer ? m.title(offer.title) : ''}
      description={offer?.description}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {m.close}
        </Button>
      }
    >
      {offer && <Participants key={offer.id} offer={offer} />}
    </Dialog>
  );
}

function Participants<RemoveAnswer>({ offer }: { offer: ParticipantsOffer<RemoveAnswer> }) {
  const participants = useParticipants(offer);
  const add = useAddParticipant(offer);
  const remove = useRemoveParticipant<RemoveAnswer>(offer);
  const [adding, setAdding] = useState(false);
  const [chosen, setChosen] = useState<ChildSearchResult | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<AdminParticipant | null>(null);
  const [answers, setAnswers] = useState<AnswerSet>({});
  const [notice, setNotice] = useState<Notice>(null);
  const list = participants.data ?? [];
  const selection = useParticipantSelection(list);

  const submitAdd = async () => {
    setNotice(null);
    if (!chosen) {
      setPickError(adminFormMessages.selectChild);
      return;
    }
    setPickError(null);
    try {
      const answer = await add.mutateAsync({ childId: chosen.id, answers: answersToSend(answers) });
      const name = personName(chosen);
      setNotice({
        tone: 'success',
        text: answer.creditUsed ? m.addedWithCredit(name) : m.addedWithPayment(name),
      });
      setAdding(false);
      setChosen(null);
      setAnswers({});
    } catch (err) {
      setPickError(addError(err, offer as ParticipantsOffer<unknown>));
    }
  };

  const copyList = async () => {
    try {
      await copyText(participantsText(list));
      setNotice({ tone: 'success', text: adminMessages.listCopied });
    } catch {
      setNotice({ tone: 'error', text: m.copyFailed });
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          icon={<UserPlus aria-hidden="true" className="size-4" />}
          onClick={() => {
            setNotice(null);
            setAdding((open) => !open);
          }}
          aria-expanded={adding}
        >
          {m.addChild}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          icon={<ClipboardCopy aria-hidden="true" className="size-4" />}
          onClick={copyList}
          disabled={list.length === 0}
        >
          {m.copyList}
        </Button>
        <a className={buttonClasses('secondary', 'sm')} href={participantsCsvHref(offer)} download>
          <Download aria-hidden="true" className="size-4" />
          {m.exportCsv}
        </a>
      </div>
      {notice && (
        <AlertMessage tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </AlertMessage>
      )}
      {adding && (
        <section
          aria-label={m.addTitle}
          className="flex flex-col gap-3 rounded-xl border border-stone-200 p-3"
        >
          <ChildPicker
            chosen={chosen}
            onChoose={(child) => {
              setChosen(child);
              setPickError(null);
            }}
            excludeIds={new Set(list.map((p) => p.childId))}
          />
          {chosen && <p className="text-sm text-stone-700">{m.chosen(personName(chosen))}</p>}
          {chosen && <AddChildAnswers offer={offer} value={answers} onChange={setAnswers} />}
          {pickError && <AlertMessage tone="error">{pickError}</AlertMessage>}
          <div className="flex justify-end">
            <Button size="sm" loading={add.isPending} onClick={submitAdd}>
              {m.add}
            </Button>
          </div>
        </section>
      )}
      {participants.isPending && <PageSpinner />}
      {participants.data?.length === 0 && <p className="text-stone-600">{m.empty}</p>}
      {list.length > 0 && <ParticipantsBulkBar offer={offer} selection={selection} onNotice={setNotice} />}
      {list.length > 0 && (
        <ul aria-label={m.listLabel} className="divide-y divide-stone-100 rounded-xl border border-stone-200">
          {list.map((p) => (
            <li
              key={p.childId}
              aria-label={personName(p)}
              className="flex flex-wrap items-center justify-between gap-3 px-3 py-2"
            >
              <SelectRowBox selection={selection} id={p.childId} name={personName(p)} />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-stone-900">{personName(p)}</p>
                <p className="text-sm text-stone-600">
                  {formatDate(p.dateOfBirth)}
                  {p.jerseySize !== null ? ` · ${m.jersey(p.jerseySize)}` : ''}
                  {p.clubName ? ` · ${p.clubName}` : ''} · {m.parentOf(p.parentName)}
                  {p.parentMobile ? `, ${p.parentMobile}` : ''}
                </p>
                <AnswerLines lines={p.answers ?? []} />
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <AbsenceBadge absence={p.absence} />
                <PaymentBadge participant={p} />
                {p.answers && <ChildAnswersButton offer={offer} childId={p.childId} name={personName(p)} />}
                {offer.kind === 'camp' && (
                  <CampConfirmationLink campId={offer.id} childId={p.childId} name={personName(p)} />
                )}
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`${m.remove}: ${personName(p)}`}
                  onClick={() => setRemoving(p)}
                >
                  {m.remove}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {offer.attendance && (
        <AttendanceSection
          target={{ kind: offer.attendance.kind, offerId: offer.id }}
          jsExport={offer.attendance.jsExport}
        />
      )}
      <QuestionsSection offer={offer} />
      <HealthSection offer={offer} title={offer.title} />
      <WaitlistSection offer={offer} />
      <OfferAlertsSection kind={offer.kind} offerId={offer.id} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={m.removeTitle}
        description={removing ? offer.confirmRemove(personName(removing)) : ''}
        confirmLabel={m.remove}
        onConfirm={async () => {
          if (!removing) return;
          const answer = await remove.mutateAsync(removing.childId);
          setNotice({ tone: 'success', text: offer.removed(personName(removing), answer) });
        }}
      />
    </div>
  );
}
