import { offerQuestionMessages as m } from '@domain/messages/offer-questions';
import type { AnswerSet, AnswerValue, OfferQuestion } from '@domain/questions/questions';
import { useId } from 'react';
import { Checkbox } from './checkbox';
import { Input, Textarea } from './input';
import { Select } from './select';

// The fields of an offer's questions (decision 055), one per question in its kind: the sign-up dialog asks them per
// child, the back office's "+ Kind" and answer editor the same way. The value is the answer set by question id.

export interface QuestionFieldsProps {
  questions: readonly OfferQuestion[];
  value: AnswerSet;
  onChange: (value: AnswerSet) => void;
  /** A problem's text by question id (the domain's check, or the server's refusal). */
  errors?: Readonly<Record<string, string>>;
  disabled?: boolean;
}

export function QuestionFields({ questions, value, onChange, errors = {}, disabled }: QuestionFieldsProps) {
  const set = (id: string, answer: AnswerValue | null) => onChange({ ...value, [id]: answer });
  return (
    <div className="flex flex-col gap-4">
      {questions.map((q) => (
        <QuestionField
          key={q.id}
          question={q}
          value={value[q.id] ?? null}
          onChange={(answer) => set(q.id, answer)}
          error={errors[q.id]}
          disabled={disabled}
        />
      ))}
    </div>
  );
}

interface QuestionFieldProps {
  question: OfferQuestion;
  value: AnswerValue | null;
  onChange: (value: AnswerValue | null) => void;
  error: string | undefined;
  disabled: boolean | undefined;
}

function QuestionField({ question: q, value, onChange, error, disabled }: QuestionFieldProps) {
  const name = useId();
  const required = q.required && !q.adminOnly;
  const text = typeof value === 'string' ? value : '';
  switch (q.kind) {
    case 'SHORT_TEXT':
      return (
        <Input
          label={q.label}
          required={required}
          error={error}
          disabled={disabled}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'LONG_TEXT':
      return (
        <Textarea
          label={q.label}
          required={required}
          error={error}
          disabled={disabled}
          rows={3}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'ONE_OF':
      return (
        <Select
          label={q.label}
          required={required}
          error={error}
          disabled={disabled}
          options={q.options.map((o) => ({ value: o, label: o }))}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value || null)}
        />
      );
    case 'YES_NO':
    case 'SEVERAL_OF':
      return (
        <fieldset className="flex flex-col gap-2" disabled={disabled}>
          <legend className="mb-1 text-sm font-medium text-stone-800">
            {q.label}
            {required && <span className="text-red-700">{' *'}</span>}
          </legend>
          {q.kind === 'YES_NO' ? (
            <div className="flex gap-6">
              {[true, false].map((choice) => (
                <label key={String(choice)} className="flex items-center gap-2 text-base text-stone-800">
                  <input
                    type="radio"
                    name={name}
                    className="size-5 accent-brand-700"
                    checked={value === choice}
                    onChange={() => onChange(choice)}
                  />
                  {choice ? m.yes : m.no}
                </label>
              ))}
            </div>
          ) : (
            q.options.map((option) => {
              const chosen = Array.isArray(value) ? value : [];
              return (
                <Checkbox
                  key={option}
                  label={option}
                  checked={chosen.includes(option)}
                  onChange={(e) =>
                    onChange(
                      e.currentTarget.checked ? [...chosen, option] : chosen.filter((c) => c !== option),
                    )
                  }
                />
              );
            })
          )}
          {error && <p className="text-sm font-medium text-red-700">{error}</p>}
        </fieldset>
      );
  }
}

/** The answers as given, one line each ("Kann schwimmen?: Ja"), for a booking or a participant. */
export function AnswerLines({ lines }: { lines: readonly { label: string; text: string }[] }) {
  const given = lines.filter((l) => l.text !== '');
  if (given.length === 0) return null;
  return (
    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm text-stone-700">
      {given.map((l) => (
        <div key={l.label} className="contents">
          <dt className="font-medium text-stone-800">{l.label}:</dt>
          <dd className="min-w-0 break-words">{l.text}</dd>
        </div>
      ))}
    </dl>
  );
}
