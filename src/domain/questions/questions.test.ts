import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offerQuestionMessages as m } from '../messages/offer-questions';
import { type AnswerSet, type AnswerValue, checkAnswers, type OfferQuestion } from './questions';

const q = (id: string, over: Partial<OfferQuestion> = {}): OfferQuestion => ({
  id,
  label: `Frage ${id}`,
  kind: 'SHORT_TEXT',
  options: [],
  required: false,
  adminOnly: false,
  ...over,
});

const diet = q('diet', { kind: 'SEVERAL_OF', options: ['Vegetarisch', 'Laktosefrei', 'Glutenfrei'] });
const swim = q('swim', { kind: 'YES_NO', required: true });
const size = q('size', { kind: 'ONE_OF', options: ['S', 'M', 'L'] });
const note = q('note', { kind: 'LONG_TEXT' });
const internal = q('internal', { required: true, adminOnly: true });

describe('checkAnswers', () => {
  it('normalises every kind and keeps the wording and the text at answer time', () => {
    const check = checkAnswers(
      [diet, swim, size, note],
      { diet: ['Glutenfrei', 'Vegetarisch'], swim: false, size: 'M', note: '  isst gern  ' },
      'parent',
    );
    expect(check).toEqual({
      ok: true,
      answers: [
        {
          questionId: 'diet',
          value: ['Vegetarisch', 'Glutenfrei'],
          questionLabel: 'Frage diet',
          text: 'Vegetarisch, Glutenfrei',
        },
        { questionId: 'swim', value: false, questionLabel: 'Frage swim', text: 'Nein' },
        { questionId: 'size', value: 'M', questionLabel: 'Frage size', text: 'M' },
        { questionId: 'note', value: 'isst gern', questionLabel: 'Frage note', text: 'isst gern' },
      ],
    });
  });

  it('refuses a missing required answer, whoever answers (hitobito 3309)', () => {
    for (const audience of ['parent', 'admin'] as const) {
      expect(checkAnswers([swim], {}, audience)).toEqual({
        ok: false,
        problems: [{ questionId: 'swim', message: m.required }],
      });
      expect(checkAnswers([q('t', { required: true })], { t: '   ' }, audience).ok).toBe(false);
    }
  });

  it('never blocks on a required back-office question, and refuses a parent answering one (hitobito 3686)', () => {
    expect(checkAnswers([internal], {}, 'parent')).toEqual({ ok: true, answers: [] });
    expect(checkAnswers([internal], {}, 'admin')).toEqual({ ok: true, answers: [] });
    expect(checkAnswers([internal], { internal: 'x' }, 'parent')).toEqual({
      ok: false,
      problems: [{ questionId: 'internal', message: m.adminOnly }],
    });
    expect(checkAnswers([internal], { internal: 'x' }, 'admin').ok).toBe(true);
  });

  it('refuses answers of the wrong kind, options not offered, unknown questions and over-long texts', () => {
    const problems = (set: AnswerSet) => {
      const check = checkAnswers([diet, swim, size, q('short')], set, 'parent');
      return check.ok ? [] : check.problems.map((p) => `${p.questionId}:${p.message}`);
    };
    expect(problems({ swim: 'ja' })).toEqual([`swim:${m.wrongKind}`]);
    expect(problems({ swim: true, size: 'XL' })).toEqual([`size:${m.notAnOption}`]);
    expect(problems({ swim: true, diet: ['Vegan'] })).toEqual([`diet:${m.notAnOption}`]);
    expect(problems({ swim: true, diet: 'Vegetarisch' })).toEqual([`diet:${m.wrongKind}`]);
    expect(problems({ swim: true, other: 'x' })).toEqual([`other:${m.unknownQuestion}`]);
    expect(problems({ swim: true, short: 'x'.repeat(201) })).toEqual([`short:${m.tooLong(200)}`]);
  });
});

// Any offer's questions and any answer set a parent could send: a set is accepted exactly when every required
// parents' question has an answer of its kind and no back-office question is answered.
const questionArb = fc.record({
  kind: fc.constantFrom('SHORT_TEXT', 'LONG_TEXT', 'YES_NO', 'ONE_OF', 'SEVERAL_OF' as const),
  required: fc.boolean(),
  adminOnly: fc.boolean(),
});

describe('checkAnswers, for any questions', () => {
  it('accepts valid answers to the parents questions, and a required one left out always fails', () => {
    fc.assert(
      fc.property(
        fc.array(questionArb, { maxLength: 8 }),
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        (shapes, answered) => {
          const questions = shapes.map((s, i) =>
            q(`q${i}`, { ...s, options: s.kind === 'ONE_OF' || s.kind === 'SEVERAL_OF' ? ['a', 'b'] : [] }),
          );
          const valid: Record<OfferQuestion['kind'], AnswerValue> = {
            SHORT_TEXT: 'x',
            LONG_TEXT: 'y',
            YES_NO: true,
            ONE_OF: 'a',
            SEVERAL_OF: ['b'],
          };
          const set: AnswerSet = {};
          questions.forEach((question, i) => {
            if (!question.adminOnly && answered[i]) set[question.id] = valid[question.kind];
          });
          const missing = questions.filter((x) => x.required && !x.adminOnly && !(x.id in set));
          const check = checkAnswers(questions, set, 'parent');
          expect(check.ok).toBe(missing.length === 0);
          if (!check.ok) expect(check.problems.map((p) => p.questionId)).toEqual(missing.map((x) => x.id));
          else expect(check.answers).toHaveLength(Object.keys(set).length);
        },
      ),
    );
  });
});
