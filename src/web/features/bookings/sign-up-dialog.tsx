import type { ChildRegistration, FamilyChild, WaitlistPlace } from '@domain/bookings/contracts';
import { signUpMessages as m, waitlistMessages as w } from '@domain/messages/booking-screens';
import { offerQuestionMessages as q } from '@domain/messages/offer-questions';
import { type AnswerSet, type AnswerValue, answersToSend, checkAnswers } from '@domain/questions/questions';
import type { QuestionOfferKind } from '@domain/questions/questions-api';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useBranding } from '../../lib/branding';
import { paths } from '../../lib/paths';
import { AlertMessage, Button, Checkbox, Dialog } from '../../ui';
import { type PriceOffer, PriceQuoteSummary } from './price-quote';
import { useFamilyQuestions } from './question-queries';
import { childName } from './registration-list';
import { answerValues, ChildQuestions, GivenAnswers } from './sign-up-questions';

// The sign-up dialog of a training or camp (parent-portal.md sections 2 and 5): registered children with
// "Abmelden", the others as checkboxes, the required terms, "Abbrechen" and "N Kind(er) anmelden" (disabled until
// a child and the terms are ticked). A family without children is sent to "Meine Kinder" first.

export interface SignUpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The training or camp as the title names it. */
  offerName: string;
  familyChildren: FamilyChild[];
  registrations: ChildRegistration[];
  seatsLeft: number;
  /** The family's children waiting for a seat, with their places (issue 16). */
  waitlist: WaitlistPlace[];
  /** The parent chose "Von der Warteliste nehmen" for a waiting child. */
  onLeaveWaitlist: (child: FamilyChild) => void;
  /**
   * Books the ticked children with their answers to the offer's questions (or, when the offer is full, puts them on
   * the waitlist); a thrown error is shown in the dialog, which stays open.
   */
  onSubmit: (childIds: string[], answers: Record<string, Record<string, AnswerValue>>) => Promise<void>;
  /** The parent chose "Abmelden" for a registered child. */
  onUnregister: (child: FamilyChild) => void;
  /** Turns a booking error into its German text. */
  errorText: (error: unknown) => string;
  /** The camp or training whose price the ticked children would pay is shown before confirming (decision 053). */
  priceOffer?: PriceOffer;
  /** The offer whose questions are asked per ticked child (decision 055). */
  questionOffer?: { kind: QuestionOfferKind; offerId: string };
}

export function SignUpDialog({
  open,
  onOpenChange,
  offerName,
  familyChildren,
  registrations,
  seatsLeft,
  waitlist,
  onLeaveWaitlist,
  onSubmit,
  onUnregister,
  errorText,
  priceOffer,
  questionOffer,
}: SignUpDialogProps) {
  const { branding } = useBranding();
  const [ticked, setTicked] = useState<string[]>([]);
  const [terms, setTerms] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const listId = useId();
  const [answers, setAnswers] = useState<Record<string, AnswerSet>>({});
  const asked = useFamilyQuestions(
    questionOffer?.kind ?? 'training',
    open ? questionOffer?.offerId : undefined,
  );
  const questions = asked.data?.questions ?? [];

  // Every opening starts fresh: nothing ticked, terms not yet accepted.
  useEffect(() => {
    if (!open) return;
    setTicked([]);
    setAnswers({});
    setTerms(false);
    setError(null);
  }, [open]);

  const registeredIds = new Set(registrations.map((r) => r.childId));
  const registered = familyChildren.filter((c) => registeredIds.has(c.id));
  const places = new Map(waitlist.map((p) => [p.childId, p.place]));
  const waiting = familyChildren.filter((c) => places.has(c.id));
  const unregistered = familyChildren.filter((c) => !registeredIds.has(c.id) && !places.has(c.id));
  // A full offer: the same choice of children goes to the waitlist instead.
  const full = seatsLeft <= 0;
  // A required question left open keeps the button disabled, as the server would refuse it (hitobito 3309).
  const answersOf = (id: string) => answers[id] ?? answerValues(asked.data?.answers[id]);
  const answered = ticked.every((id) => checkAnswers(questions, answersOf(id), 'parent').ok);
  const questionsReady = !questionOffer || asked.isSuccess;
  const canSubmit = ticked.length > 0 && terms && !busy && answered && questionsReady;

  // A booked or waiting child's answers, changed until the cutoff.
  const givenAnswers = (child: FamilyChild) =>
    questionOffer &&
    asked.data && (
      <GivenAnswers
        child={child}
        {...questionOffer}
        questions={questions}
        given={asked.data.answers[child.id]}
        open={asked.data.open}
      />
    );

  const toggle = (id: string, on: boolean) =>
    setTicked((current) => (on ? [...current, id] : current.filter((c) => c !== id)));

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSubmit(ticked, Object.fromEntries(ticked.map((id) => [id, answersToSend(answersOf(id))])));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const footer =
    familyChildren.length === 0 || unregistered.length === 0 ? (
      <Button variant="secondary" onClick={() => onOpenChange(false)}>
        {m.cancel}
      </Button>
    ) : (
      <>
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
          {m.cancel}
        </Button>
        <Button onClick={submit} disabled={!canSubmit} loading={busy}>
          {full ? w.submit(ticked.length) : m.submit(ticked.length)}
        </Button>
      </>
    );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={m.title(offerName)}
      footer={footer}
    >
      {familyChildren.length === 0 ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-base text-stone-700">{m.noChildren}</p>
          <Button variant="secondary" asChild>
            <Link to={paths.children}>{m.toChildren}</Link>
          </Button>
        </div>
      ) : (
        <div className="flex flex-col gap-5">
          {registered.length > 0 && (
            <section aria-labelledby={`${listId}-registered`}>
              <h3 id={`${listId}-registered`} className="mb-2 text-sm font-semibold text-stone-900">
                {m.registeredHeading}
              </h3>
              <ul className="flex flex-col gap-2">
                {registered.map((child) => (
                  <li key={child.id} className="flex flex-col gap-1">
                    <div className="flex items-center justify-between gap-3">
                      <span className="text-base text-stone-800">{childName(child)}</span>
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => onUnregister(child)}
                        disabled={busy}
                      >
                        {m.unregister}
                      </Button>
                    </div>
                    {givenAnswers(child)}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {waiting.length > 0 && (
            <section aria-labelledby={`${listId}-waiting`}>
              <h3 id={`${listId}-waiting`} className="mb-2 text-sm font-semibold text-stone-900">
                {w.heading}
              </h3>
              <ul className="flex flex-col gap-2">
                {waiting.map((child) => (
                  <li key={child.id} className="flex flex-wrap items-center justify-between gap-3">
                    <span className="text-base text-stone-800">
                      {childName(child)} · {w.place(places.get(child.id) ?? 0)}
                    </span>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => onLeaveWaitlist(child)}
                      disabled={busy}
                    >
                      {w.leave}
                    </Button>
                    {givenAnswers(child)}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {unregistered.length === 0 ? (
            registered.length > 0 &&
            waiting.length === 0 && <p className="text-base text-stone-700">{m.allRegistered}</p>
          ) : (
            <fieldset className="flex flex-col gap-3" disabled={busy}>
              <legend className="mb-2 text-sm font-semibold text-stone-900">{m.chooseHeading}</legend>
              <p className="text-sm text-stone-600">{full ? w.full : m.seatsLeft(seatsLeft)}</p>
              {unregistered.map((child) => (
                <Checkbox
                  key={child.id}
                  label={childName(child)}
                  checked={ticked.includes(child.id)}
                  onChange={(e) => toggle(child.id, e.currentTarget.checked)}
                />
              ))}
              <Checkbox
                className="mt-2 border-t border-stone-200 pt-4"
                required
                checked={terms}
                onChange={(e) => setTerms(e.currentTarget.checked)}
                label={
                  <>
                    {m.termsBefore}
                    {branding?.termsUrl ? (
                      <a
                        href={branding.termsUrl}
                        target="_blank"
                        rel="noreferrer"
                        className="font-medium text-brand-800 underline"
                      >
                        {m.termsLink}
                      </a>
                    ) : (
                      m.termsLink
                    )}
                    {m.termsAfter}
                  </>
                }
              />
            </fieldset>
          )}
          {unregistered
            .filter((child) => ticked.includes(child.id) && questions.length > 0)
            .map((child) => (
              <ChildQuestions
                key={child.id}
                child={child}
                questions={questions}
                value={answersOf(child.id)}
                onChange={(value) => setAnswers((current) => ({ ...current, [child.id]: value }))}
                disabled={busy}
              />
            ))}
          {ticked.length > 0 && !answered && <p className="text-sm text-stone-700">{q.answerAllRequired}</p>}
          {priceOffer && !full && ticked.length > 0 && (
            <PriceQuoteSummary offer={priceOffer} childIds={ticked} familyChildren={familyChildren} />
          )}
          {error && <AlertMessage tone="error">{error}</AlertMessage>}
        </div>
      )}
    </Dialog>
  );
}
