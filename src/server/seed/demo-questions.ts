import { and, eq, isNull } from 'drizzle-orm';
import { type AnswerSet, checkAnswers } from '../../domain/questions/questions';
import type { QuestionForm } from '../../domain/questions/questions-api';
import type { DbOrTx } from '../db/client';
import { campRsvps, offerQuestions, questionTemplates, rsvps } from '../db/schema';
import { upsertAnswers } from '../features/questions/question-queries';

// Questions per offer on a fresh start (decision 055): the winter camp asks the camp's standard questions (saved as
// the template "Camp-Standardfragen") and the next training one of its own; the children already booked answered
// them, so the participants panel, the printable list and the CSV show real answers.

const CAMP_QUESTIONS: QuestionForm[] = [
  { label: 'Kann schwimmen?', kind: 'YES_NO', options: [], required: true, adminOnly: false },
  {
    label: 'Ernährung',
    kind: 'SEVERAL_OF',
    options: ['Vegetarisch', 'Laktosefrei', 'Glutenfrei'],
    required: false,
    adminOnly: false,
  },
  { label: 'Wer holt das Kind ab?', kind: 'SHORT_TEXT', options: [], required: false, adminOnly: false },
  { label: 'Notiz der Leitung', kind: 'LONG_TEXT', options: [], required: false, adminOnly: true },
];

const TRAINING_QUESTIONS: QuestionForm[] = [
  { label: 'Position', kind: 'ONE_OF', options: ['Tor', 'Feld'], required: true, adminOnly: false },
];

/** The n-th child's answers: varied, and valid by the same rules a booking checks. */
function answersOf(n: number, ids: string[], kind: 'camp' | 'training'): AnswerSet {
  if (kind === 'training') return { [ids[0]!]: n % 4 === 0 ? 'Tor' : 'Feld' };
  const diets = [[], ['Vegetarisch'], [], ['Laktosefrei', 'Glutenfrei']][n % 4]!;
  const pickUp = ['Mutter', 'Vater', '', 'Grosseltern'][n % 4]!;
  return {
    [ids[0]!]: n % 5 !== 3,
    [ids[1]!]: diets,
    [ids[2]!]: pickUp,
    ...(n === 0 ? { [ids[3]!]: 'Braucht Sonnencreme' } : {}),
  };
}

async function ask(
  tx: DbOrTx,
  key: { sessionId: string } | { campId: string },
  forms: QuestionForm[],
  childIds: string[],
  adminId: string,
  now: Date,
) {
  const rows = await tx
    .insert(offerQuestions)
    .values(forms.map((form, position) => ({ ...key, ...form, position })))
    .returning();
  const questions = rows;
  const kind = 'campId' in key ? 'camp' : 'training';
  for (const [n, childId] of childIds.entries()) {
    const ids = questions.map((q) => q.id);
    const check = checkAnswers(questions, answersOf(n, ids, kind), 'admin');
    if (!check.ok) throw new Error(`demo answers refused: ${JSON.stringify(check.problems)}`);
    await upsertAnswers(tx, childId, check.answers, adminId, now);
  }
}

export async function seedDemoQuestions(
  tx: DbOrTx,
  input: { campId: string; sessionId: string; adminId: string; now: Date },
): Promise<void> {
  const { campId, sessionId, adminId, now } = input;
  const campChildren = await tx
    .select({ id: campRsvps.childId })
    .from(campRsvps)
    .where(and(eq(campRsvps.campId, campId), isNull(campRsvps.cancelledAt)));
  const trainingChildren = await tx
    .select({ id: rsvps.childId })
    .from(rsvps)
    .where(and(eq(rsvps.sessionId, sessionId), isNull(rsvps.cancelledAt)));
  await ask(
    tx,
    { campId },
    CAMP_QUESTIONS,
    campChildren.map((c) => c.id),
    adminId,
    now,
  );
  await ask(
    tx,
    { sessionId },
    TRAINING_QUESTIONS,
    trainingChildren.map((c) => c.id),
    adminId,
    now,
  );
  await tx
    .insert(questionTemplates)
    .values({ name: 'Camp-Standardfragen', questions: CAMP_QUESTIONS, createdBy: adminId });
}
