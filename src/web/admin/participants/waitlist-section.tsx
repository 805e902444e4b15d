import type { AdminWaitlistEntry } from '@domain/bookings/admin-participants';
import { adminMessages } from '@domain/messages/admin';
import { adminWaitlistMessages as w } from '@domain/messages/admin-participants';
import { personName } from '@domain/people/person-name';
import { formatDateTime } from '@domain/time';
import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { AlertMessage, Button } from '../../ui';
import { ChildAnswersButton } from '../questions/child-answers-dialog';
import { useAdminQuestions } from '../questions/questions-queries';
import { type PanelOffer, useWaitlist, useWaitlistAction } from './participants-queries';

// The offer's waitlist in the participants panel (issue 16): the queue in order with since when, and an admin's
// "Jetzt anmelden" (a seat must be free) or "Entfernen" by hand, and the child's "Antworten" while the offer asks
// questions (a required one added after the join must be answered before "Jetzt anmelden"). Hidden while nobody waits.

export function WaitlistSection({ offer }: { offer: PanelOffer }) {
  const waitlist = useWaitlist(offer);
  const act = useWaitlistAction(offer);
  const asksQuestions = (useAdminQuestions(offer).data?.questions.length ?? 0) > 0;
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const list = waitlist.data ?? [];
  if (list.length === 0 && !notice) return null;

  const run = async (entry: AdminWaitlistEntry, action: 'promote' | 'remove') => {
    setNotice(null);
    const name = personName(entry);
    try {
      await act.mutateAsync({ childId: entry.childId, action });
      setNotice({ tone: 'success', text: action === 'promote' ? w.promoted(name) : w.removed(name) });
    } catch (err) {
      setNotice({
        tone: 'error',
        text: err instanceof ApiError ? err.message : adminMessages.addChildFailed,
      });
    }
  };

  return (
    <section aria-label={w.heading} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-stone-900">{w.heading}</h3>
      {notice && (
        <AlertMessage tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </AlertMessage>
      )}
      {list.length > 0 && (
        <ol aria-label={w.listLabel} className="divide-y divide-stone-100 rounded-xl border border-stone-200">
          {list.map((entry) => (
            <li
              key={entry.childId}
              aria-label={personName(entry)}
              className="flex flex-wrap items-center justify-between gap-3 px-3 py-2"
            >
              <div className="min-w-0">
                <p className="font-medium text-stone-900">{personName(entry)}</p>
                <p className="text-sm text-stone-600">
                  {w.since(entry.place, formatDateTime(entry.since))} · {entry.parentName}
                </p>
              </div>
              <div className="flex items-center gap-2">
                {asksQuestions && (
                  <ChildAnswersButton offer={offer} childId={entry.childId} name={personName(entry)} />
                )}
                <Button
                  size="sm"
                  aria-label={`${w.promote}: ${personName(entry)}`}
                  disabled={act.isPending}
                  onClick={() => run(entry, 'promote')}
                >
                  {w.promote}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`${w.remove}: ${personName(entry)}`}
                  disabled={act.isPending}
                  onClick={() => run(entry, 'remove')}
                >
                  {w.remove}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
