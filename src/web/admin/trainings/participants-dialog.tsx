import type { ChildSearchResult } from '@domain/children/admin-children-api';
import { adminMessages } from '@domain/messages/admin';
import { participantsPanelMessages as m } from '@domain/messages/admin-trainings';
import { adminFormMessages } from '@domain/messages/forms';
import { effectiveStatus, paymentStatusLabel, visibleMethodLabel } from '@domain/payments/status';
import { personName } from '@domain/people/person-name';
import { formatDate } from '@domain/time';
import {
  type AdminParticipant,
  type AdminTraining,
  adminTrainingsApi,
} from '@domain/trainings/admin-trainings-api';
import { participantsText } from '@domain/trainings/participant-lists';
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
import { ChildPicker } from './child-picker';
import { trainingDay, trainingTimes } from './training-format';
import { useAddParticipant, useParticipants, useRemoveParticipant } from './trainings-queries';

const statusTone: Record<string, BadgeTone> = {
  REQUIRES_PAYMENT: 'yellow',
  FAILED: 'red',
  SUCCEEDED: 'green',
  REFUNDED: 'neutral',
};

function PaymentBadge({ participant }: { participant: AdminParticipant }) {
  const status = effectiveStatus(participant.payment);
  const method = visibleMethodLabel(participant.payment?.method);
  return (
    <Badge tone={statusTone[status] ?? 'neutral'}>
      {paymentStatusLabel(status)}
      {method ? ` · ${method}` : ''}
    </Badge>
  );
}

/** The spec's add-child messages for the server's refusals (admin-back-office.md section 8). */
function addError(err: unknown): string {
  if (!(err instanceof ApiError)) return adminMessages.addChildFailed;
  if (err.code === 'ALREADY_REGISTERED_TRAINING') return adminMessages.alreadyInTraining;
  if (err.code === 'NOT_FOUND') return adminMessages.trainingOrChildNotFound;
  if (err.code === 'FORBIDDEN') return adminMessages.forbidden;
  if (err.code === 'FULLY_BOOKED') return err.message;
  return adminMessages.addChildFailed;
}

type Notice = { tone: 'success' | 'error'; text: string } | null;

export function ParticipantsDialog({
  training,
  onClose,
}: {
  training: AdminTraining | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={training !== null}
      onOpenChange={(open) => !open && onClose()}
      title={training ? m.title(training.title) : ''}
      description={training ? `${trainingDay(training)}, ${trainingTimes(training)}` : undefined}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {m.close}
        </Button>
      }
    >
      {training && <Participants key={training.id} training={training} />}
    </Dialog>
  );
}

function Participants({ training }: { training: AdminTraining }) {
  const participants = useParticipants(training.id);
  const add = useAddParticipant(training.id);
  const remove = useRemoveParticipant(training.id);
  const [adding, setAdding] = useState(false);
  const [chosen, setChosen] = useState<ChildSearchResult | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<AdminParticipant | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const list = participants.data ?? [];

  const submitAdd = async () => {
    setNotice(null);
    if (!chosen) {
      setPickError(adminFormMessages.selectChild);
      return;
    }
    setPickError(null);
    try {
      const answer = await add.mutateAsync(chosen.id);
      const name = personName(chosen);
      setNotice({
        tone: 'success',
        text: answer.creditUsed ? m.addedWithCredit(name) : m.addedWithPayment(name),
      });
      setAdding(false);
      setChosen(null);
    } catch (err) {
      setPickError(addError(err));
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
        <a
          className={buttonClasses('secondary', 'sm')}
          href={`/api${adminTrainingsApi.participantsCsv(training.id)}`}
          download
        >
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
      {list.length > 0 && (
        <ul aria-label={m.listLabel} className="divide-y divide-stone-100 rounded-xl border border-stone-200">
          {list.map((p) => (
            <li
              key={p.childId}
              aria-label={personName(p)}
              className="flex flex-wrap items-center justify-between gap-3 px-3 py-2"
            >
              <div className="min-w-0">
                <p className="font-medium text-stone-900">{personName(p)}</p>
                <p className="text-sm text-stone-600">
                  {formatDate(p.dateOfBirth)}
                  {p.clubName ? ` · ${p.clubName}` : ''} · {m.parentOf(p.parentName)}
                  {p.parentMobile ? `, ${p.parentMobile}` : ''}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <PaymentBadge participant={p} />
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
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={m.removeTitle}
        description={removing ? m.confirmRemove(personName(removing)) : ''}
        confirmLabel={m.remove}
        onConfirm={async () => {
          if (!removing) return;
          await remove.mutateAsync(removing.childId);
          setNotice({ tone: 'success', text: m.removed(personName(removing)) });
        }}
      />
    </div>
  );
}
