import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ParticipantsResponse } from '../../src/domain/bookings/admin-participants';
import type {
  AdminOfferQuestions,
  ChildAnswers,
  FamilyOfferQuestions,
} from '../../src/domain/questions/questions-api';
import { campRsvps, offerAnswers, rsvps, waitlistEntries } from '../../src/server/db/schema';
import { createCamp, createChild, createParent, createSession, linkSecondParent } from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';
import { call, errorOf, type SignedInAdmin, signedInAdmin } from './admin-fixtures';
import { cancel, type Family, signedInFamily, zurich } from './booking-fixtures';

// Questions per offer (issue 30 item 1, decision 055): a required parents' question cannot be skipped by any route
// that takes a place, a back-office question never blocks, answers change until the cutoff, old answers stay
// readable after an edit, and the participants lists carry them. One app and one database for the file.

const t = setupTestApp();
const TODAY = zurich('2026-05-04', '09:00');
let admin: SignedInAdmin;

beforeAll(async () => {
  admin = await signedInAdmin(t);
});
beforeEach(() => t.clock.set(TODAY));

async function questionsOf(kind: string, offerId: string, cookie = admin.cookie) {
  const response = await call(t, cookie, 'GET', `/admin/questions/${kind}/${offerId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as AdminOfferQuestions).questions;
}

/** A camp asking "Kann schwimmen?" (required), a diet (optional, several) and a back-office note (required). */
async function campWithQuestions(capacity = 30, startDate = '2026-07-06') {
  const camp = await createCamp(t.ctx.db, { startDate, endDate: startDate, capacity });
  const path = `/admin/questions/camp/${camp.id}`;
  for (const question of [
    { label: 'Kann schwimmen?', kind: 'YES_NO', required: true },
    { label: 'Ernährung', kind: 'SEVERAL_OF', options: ['Vegetarisch', 'Laktosefrei'] },
    { label: 'Notiz Leitung', kind: 'SHORT_TEXT', required: true, adminOnly: true },
  ])
    expect((await call(t, admin.cookie, 'POST', path, question)).status).toBe(201);
  const [swim, diet, note] = await questionsOf('camp', camp.id);
  return { camp, swim: swim!, diet: diet!, note: note! };
}

function bookWith(
  cookie: string,
  kind: 'camps' | 'trainings',
  offerId: string,
  childIds: string[],
  answers?: unknown,
) {
  return call(t, cookie, 'POST', `/${kind}/${offerId}/registrations`, {
    childIds,
    acceptTerms: true,
    answers,
  });
}

async function activeCampRsvps(campId: string) {
  return t.ctx.db
    .select()
    .from(campRsvps)
    .where(and(eq(campRsvps.campId, campId), isNull(campRsvps.cancelledAt)));
}

async function answerRows(childId: string) {
  return t.ctx.db.select().from(offerAnswers).where(eq(offerAnswers.childId, childId));
}

describe('a required question, by every route that takes a place (hitobito 3309)', () => {
  it('refuses the parent, the second parent, the waitlist and the admin without it, and changes nothing', async () => {
    const { camp, swim, diet } = await campWithQuestions(1);
    const family = await signedInFamily(t, 2);
    const partner = await createParent(t.ctx.db);
    await linkSecondParent(t.ctx.db, { parentId: family.parent.id, secondParentId: partner.id });
    const partnerCookie = await sessionCookieFor(t, partner.id);
    const [first, second] = family.children as [Family['children'][0], Family['children'][0]];

    for (const cookie of [family.cookie, partnerCookie]) {
      const refused = await bookWith(cookie, 'camps', camp.id, [first.id], {
        [first.id]: { [diet.id]: ['Vegetarisch'] },
      });
      expect(refused.status).toBe(400);
      expect(await errorOf(refused)).toMatchObject({
        code: 'INVALID_ANSWERS',
        details: { problems: [{ childId: first.id, questionId: swim.id, message: 'Bitte beantworten.' }] },
      });
    }
    const admin400 = await call(t, admin.cookie, 'POST', `/admin/camps/${camp.id}/participants`, {
      childId: first.id,
    });
    expect(await errorOf(admin400)).toMatchObject({ code: 'INVALID_ANSWERS' });
    expect(await activeCampRsvps(camp.id)).toHaveLength(0);
    expect(await answerRows(first.id)).toHaveLength(0);

    // The partner books with the answer: the back office's required note never blocks it (hitobito 3686).
    const booked = await bookWith(partnerCookie, 'camps', camp.id, [first.id], {
      [first.id]: { [swim.id]: true },
    });
    expect(booked.status).toBe(201);
    expect((await answerRows(first.id)).map((a) => [a.answerText, a.answeredBy])).toEqual([
      ['Ja', partner.id],
    ]);

    // The camp is full: the waitlist asks the same questions at the join.
    const waitRefused = await call(t, family.cookie, 'POST', `/camps/${camp.id}/waitlist`, {
      childIds: [second.id],
      acceptTerms: true,
    });
    expect(await errorOf(waitRefused)).toMatchObject({ code: 'INVALID_ANSWERS' });
    const waitlisted = await t.ctx.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.childId, second.id));
    expect(waitlisted).toHaveLength(0);
    const joined = await call(t, family.cookie, 'POST', `/camps/${camp.id}/waitlist`, {
      childIds: [second.id],
      acceptTerms: true,
      answers: { [second.id]: { [swim.id]: false } },
    });
    expect(joined.status).toBe(201);

    // The promotion that gives the freed seat passes on the answers given at the join.
    expect((await cancel(t, family.cookie, 'camps', camp.id, first.id)).status).toBe(200);
    expect((await activeCampRsvps(camp.id)).map((r) => r.childId)).toEqual([second.id]);
  });

  it('lets the admin add a child with the answers, and refuses a parent answering a back-office question', async () => {
    const { camp, swim, note } = await campWithQuestions();
    const family = await signedInFamily(t);
    const child = family.children[0]!;
    const parentAnswersNote = await bookWith(family.cookie, 'camps', camp.id, [child.id], {
      [child.id]: { [swim.id]: true, [note.id]: 'heimlich' },
    });
    expect(await errorOf(parentAnswersNote)).toMatchObject({ code: 'INVALID_ANSWERS' });
    const added = await call(t, admin.cookie, 'POST', `/admin/camps/${camp.id}/participants`, {
      childId: child.id,
      answers: { [swim.id]: true, [note.id]: 'Holt Mutter ab' },
    });
    expect(added.status).toBe(201);
    expect((await answerRows(child.id)).map((a) => a.answerText).sort()).toEqual(['Holt Mutter ab', 'Ja']);
    // The parent never sees the back office's question or its answer.
    const seen = (await (
      await call(t, family.cookie, 'GET', `/questions/camp/${camp.id}`)
    ).json()) as FamilyOfferQuestions;
    expect(seen.questions.map((q) => q.label)).toEqual(['Kann schwimmen?', 'Ernährung']);
    expect(JSON.stringify(seen)).not.toContain('Holt Mutter ab');
  });

  it('asks a template applied to a training at the training booking too', async () => {
    const { camp, swim } = await campWithQuestions();
    const saved = await call(t, admin.cookie, 'POST', `/admin/questions/camp/${camp.id}/template`, {
      name: 'Camp-Standardfragen',
    });
    const { templates } = (await saved.json()) as AdminOfferQuestions;
    const template = templates.find((x) => x.name === 'Camp-Standardfragen')!;
    expect(template.questionCount).toBe(3);
    const again = await call(t, admin.cookie, 'POST', `/admin/questions/camp/${camp.id}/template`, {
      name: 'Camp-Standardfragen',
    });
    expect(await errorOf(again)).toMatchObject({ code: 'QUESTION_TEMPLATE_TAKEN' });

    const session = await createSession(t.ctx.db, { startsAt: zurich('2026-05-20', '10:00') });
    const applied = await call(
      t,
      admin.cookie,
      'POST',
      `/admin/questions/training/${session.id}/apply-template`,
      {
        templateId: template.id,
      },
    );
    const questions = ((await applied.json()) as AdminOfferQuestions).questions;
    expect(questions.map((q) => q.label)).toEqual(['Kann schwimmen?', 'Ernährung', 'Notiz Leitung']);
    const family = await signedInFamily(t);
    const child = family.children[0]!;
    expect((await bookWith(family.cookie, 'trainings', session.id, [child.id])).status).toBe(400);
    const rows = await t.ctx.db.select().from(rsvps).where(eq(rsvps.sessionId, session.id));
    expect(rows).toHaveLength(0);
    const ok = await bookWith(family.cookie, 'trainings', session.id, [child.id], {
      [child.id]: { [questions[0]!.id]: true },
    });
    expect(ok.status).toBe(201);
    expect(swim.id).not.toBe(questions[0]!.id);
  });
});

describe('answers after the booking', () => {
  it('change until the cutoff and not after (409), never for another family (404)', async () => {
    const { camp, swim, diet } = await campWithQuestions(30, '2026-05-08');
    const family = await signedInFamily(t);
    const child = family.children[0]!;
    await bookWith(family.cookie, 'camps', camp.id, [child.id], { [child.id]: { [swim.id]: true } });
    const path = `/questions/camp/${camp.id}/answers/${child.id}`;
    const changed = await call(t, family.cookie, 'PUT', path, {
      answers: { [swim.id]: false, [diet.id]: ['Laktosefrei'] },
    });
    expect(changed.status).toBe(200);
    const answers = (await changed.json()) as ChildAnswers;
    expect(answers[swim.id]?.text).toBe('Nein');
    expect(answers[diet.id]?.text).toBe('Laktosefrei');
    // Still required when changed.
    expect(
      await errorOf(await call(t, family.cookie, 'PUT', path, { answers: { [diet.id]: [] } })),
    ).toMatchObject({
      code: 'INVALID_ANSWERS',
    });

    const other = await signedInFamily(t);
    expect((await call(t, other.cookie, 'PUT', path, { answers: { [swim.id]: true } })).status).toBe(404);
    const othersView = await call(t, other.cookie, 'GET', `/questions/camp/${camp.id}`);
    expect(JSON.stringify(await othersView.json())).not.toContain(child.id);
    // A child of the family without a place in the camp has no answers to change.
    const unbooked = await createChild(t.ctx.db, { parentId: family.parent.id });
    const noPlace = `/questions/camp/${camp.id}/answers/${unbooked.id}`;
    expect((await call(t, family.cookie, 'PUT', noPlace, { answers: { [swim.id]: true } })).status).toBe(404);

    // The camp's first day is past: parents can no longer book, nor change answers.
    t.clock.set(zurich('2026-05-09', '09:00'));
    const late = await call(t, family.cookie, 'PUT', path, { answers: { [swim.id]: true } });
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toMatchObject({ code: 'ANSWERS_CLOSED' });
    expect((await answerRows(child.id)).find((a) => a.questionId === swim.id)?.answerText).toBe('Nein');
  });

  it('stay readable in the panel and the CSV after the question is edited or removed', async () => {
    const { camp, swim, diet } = await campWithQuestions();
    const family = await signedInFamily(t);
    const child = family.children[0]!;
    await bookWith(family.cookie, 'camps', camp.id, [child.id], {
      [child.id]: { [swim.id]: true, [diet.id]: ['Vegetarisch'] },
    });
    const base = `/admin/questions/camp/${camp.id}`;
    const edited = await call(t, admin.cookie, 'PUT', `${base}/${diet.id}`, {
      label: 'Essen',
      kind: 'ONE_OF',
      options: ['Fleisch', 'Vegan'],
    });
    expect(edited.status).toBe(200);
    expect((await call(t, admin.cookie, 'DELETE', `${base}/${swim.id}`)).status).toBe(200);
    expect((await questionsOf('camp', camp.id)).map((q) => q.label)).toEqual(['Essen', 'Notiz Leitung']);

    const panel = await call(t, admin.cookie, 'GET', `/admin/camps/${camp.id}/participants`);
    const [participant] = ((await panel.json()) as ParticipantsResponse).participants;
    expect(participant?.answers?.map((a) => [a.label, a.text])).toEqual([
      ['Kann schwimmen? (entfernt)', 'Ja'],
      ['Essen', 'Vegetarisch'],
      ['Notiz Leitung', ''],
    ]);
    const csv = await (await call(t, admin.cookie, 'GET', `/admin/camps/${camp.id}/participants.csv`)).text();
    const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toContain(';Kann schwimmen? (entfernt);Essen;Notiz Leitung');
    expect(row).toMatch(/;Ja;Vegetarisch;$/);
  });
});
