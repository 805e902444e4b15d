import { participantsHealthMessages as m } from '@domain/messages/child-data';
import { offerQuestionMessages as q } from '@domain/messages/offer-questions';
import { personName } from '@domain/people/person-name';
import { formatDate } from '@domain/time';
import { Printer } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { AlertMessage, Button, PageSpinner } from '../../ui';
import { AnswerLines } from '../../ui/question-fields';
import { HealthInfoText } from './health-info-text';
import { useParticipantsForPrint, useParticipantsHealth } from './health-queries';
import type { PanelOffer } from './participants-queries';

// The printable participants list of a training or camp (issue 18, decision 038): what the trainers take to the
// pitch or the camp, with each child's emergency and health information. Opened from the participants panel; the
// read of the health information is audited on the server. Only the sheet prints (styles.css), not the app around it.

export function AdminParticipantsPrintPage() {
  const { kind, offerId } = useParams();
  const [search] = useSearchParams();
  const title = search.get('titel') ?? '';
  const offer: PanelOffer | null =
    (kind === 'training' || kind === 'camp') && offerId ? { kind, id: offerId } : null;
  const participants = useParticipantsForPrint(offer ?? { kind: 'training', id: '' }, offer !== null);
  const health = useParticipantsHealth(offer ?? { kind: 'training', id: '' }, offer !== null);
  if (offer === null) return <AlertMessage tone="error">{m.loadFailed}</AlertMessage>;
  if (participants.isError || health.isError) return <AlertMessage tone="error">{m.loadFailed}</AlertMessage>;
  if (!participants.data || !health.data) return <PageSpinner />;
  const healthOf = new Map(health.data.map((p) => [p.childId, p.healthInfo]));
  // The answers to the offer's questions (decision 055), one column with a line per answered question.
  const answerColumns = participants.data[0]?.answers ?? [];

  return (
    <article data-print-sheet className="flex flex-col gap-4 bg-white p-2 print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-stone-900">{m.printTitle(title)}</h1>
        <Button
          size="sm"
          className="print:hidden"
          icon={<Printer aria-hidden="true" className="size-4" />}
          onClick={() => window.print()}
        >
          {m.print}
        </Button>
      </div>
      <p className="text-sm text-stone-600">{m.shownNote}</p>
      {participants.data.length === 0 ? (
        <p className="text-stone-600">{m.empty}</p>
      ) : (
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-stone-300">
              <th className="py-1 pr-3">{m.child}</th>
              <th className="py-1 pr-3">{m.born}</th>
              <th className="py-1 pr-3">{m.parent}</th>
              <th className="py-1 pr-3">{m.heading}</th>
              {answerColumns.length > 0 && <th className="py-1">{q.adminAnswers}</th>}
            </tr>
          </thead>
          <tbody>
            {participants.data.map((p) => (
              <tr key={p.childId} className="break-inside-avoid border-b border-stone-200 align-top">
                <td className="py-1.5 pr-3 font-medium">{personName(p)}</td>
                <td className="py-1.5 pr-3 tabular-nums">{formatDate(p.dateOfBirth)}</td>
                <td className="py-1.5 pr-3">
                  {p.parentName}
                  {p.parentMobile ? <span className="block tabular-nums">{p.parentMobile}</span> : null}
                </td>
                <td className="py-1.5 pr-3">
                  <HealthInfoText info={healthOf.get(p.childId) ?? null} />
                </td>
                {answerColumns.length > 0 && (
                  <td className="py-1.5">
                    <AnswerLines lines={p.answers ?? []} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}
