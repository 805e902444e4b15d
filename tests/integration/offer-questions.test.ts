import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ParticipantsResponse } from '../../src/domain/bookings/admin-participants';
import type {
  AdminOfferQuestions,
  ChildAnswers,
  FamilyOfferQuestions,
} from '../../src/domain/questions/questions-api';
import {
  campRsvps,
  camps,
  offerAnswers,
  offerQuestions,
  rsvps,
  waitlistEntries,
} from '../../src/server/db/schema';
import { createCamp, createChild, createParent, createSession, linkSecondParent } from '../factories';
import { sessionCookieFor } from '../helpers/auth';
import { setupTestApp } from '../helpers/test-app';
import { auditRowsOf, call, errorOf, type SignedInAdmin, signedInAdmin } from './admin-fixtures';
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
      kind: 'SEVERAL_OF',
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

describe('the back office’s changes of questions (review 2026-11-29)', () => {
  it('refuses making an answered question visible to parents, or changing its kind (409), and keeps it internal', async () => {
    const { camp, swim, note } = await campWithQuestions();
    const family = await signedInFamily(t);
    const child = family.children[0]!;
    await call(t, admin.cookie, 'POST', `/admin/camps/${camp.id}/participants`, {
      childId: child.id,
      answers: { [swim.id]: true, [note.id]: 'Vater hat Vorstrafe' },
    });
    const base = `/admin/questions/camp/${camp.id}`;
    for (const change of [
      { label: 'Notiz Leitung', kind: 'SHORT_TEXT', required: true, adminOnly: false },
      { label: 'Notiz Leitung', kind: 'LONG_TEXT', required: true, adminOnly: true },
    ]) {
      const refused = await call(t, admin.cookie, 'PUT', `${base}/${note.id}`, change);
      expect(refused.status).toBe(409);
      expect(await errorOf(refused)).toMatchObject({ code: 'QUESTION_HAS_ANSWERS' });
    }
    const seen = await (await call(t, family.cookie, 'GET', `/questions/camp/${camp.id}`)).json();
    expect(JSON.stringify(seen)).not.toContain('Vorstrafe');
    // The wording may change: the answer keeps what was asked.
    const reworded = { label: 'Notiz der Leitung', kind: 'SHORT_TEXT', required: false, adminOnly: true };
    expect((await call(t, admin.cookie, 'PUT', `${base}/${note.id}`, reworded)).status).toBe(200);
  });

  it('writes every change to the audit log, and refuses more than 30 questions (a template too)', async () => {
    const { camp, diet } = await campWithQuestions();
    const base = `/admin/questions/camp/${camp.id}`;
    await call(t, admin.cookie, 'PUT', `${base}/${diet.id}`, { label: 'Essen', kind: 'SHORT_TEXT' });
    await call(t, admin.cookie, 'DELETE', `${base}/${diet.id}`);
    const saved = await call(t, admin.cookie, 'POST', `${base}/template`, { name: `Audit ${camp.id}` });
    const template = ((await saved.json()) as AdminOfferQuestions).templates.find(
      (x) => x.name === `Audit ${camp.id}`,
    )!;
    await call(t, admin.cookie, 'POST', `${base}/apply-template`, { templateId: template.id });
    const rows = await auditRowsOf(t, 'camp', camp.id);
    expect(rows.map((r) => [r.action, r.actorId])).toEqual([
      ['camp.question_add', admin.admin.id],
      ['camp.question_add', admin.admin.id],
      ['camp.question_add', admin.admin.id],
      ['camp.question_edit', admin.admin.id],
      ['camp.question_archive', admin.admin.id],
      ['camp.questions_template_save', admin.admin.id],
      ['camp.questions_template_apply', admin.admin.id],
    ]);

    // 4 live questions now; 26 more fit, the 31st does not, and a template of 2 no longer fits at 29.
    for (let i = 0; i < 25; i += 1)
      expect((await call(t, admin.cookie, 'POST', base, { label: `F${i}`, kind: 'SHORT_TEXT' })).status).toBe(
        201,
      );
    const tooMany = await call(t, admin.cookie, 'POST', `${base}/apply-template`, {
      templateId: template.id,
    });
    expect(tooMany.status).toBe(409);
    expect(await errorOf(tooMany)).toMatchObject({ code: 'QUESTIONS_TOO_MANY' });
    expect((await call(t, admin.cookie, 'POST', base, { label: 'F30', kind: 'SHORT_TEXT' })).status).toBe(
      201,
    );
    const thirtyFirst = await call(t, admin.cookie, 'POST', base, { label: 'F31', kind: 'SHORT_TEXT' });
    expect(await errorOf(thirtyFirst)).toMatchObject({ code: 'QUESTIONS_TOO_MANY' });
    expect(await questionsOf('camp', camp.id)).toHaveLength(30);
  });

  it('edits and archives questions only of an offer that still exists (404)', async () => {
    const { camp, diet } = await campWithQuestions();
    await t.ctx.db.update(camps).set({ deletedAt: TODAY }).where(eq(camps.id, camp.id));
    const base = `/admin/questions/camp/${camp.id}`;
    expect(
      (await call(t, admin.cookie, 'PUT', `${base}/${diet.id}`, { label: 'X', kind: 'SHORT_TEXT' })).status,
    ).toBe(404);
    expect((await call(t, admin.cookie, 'DELETE', `${base}/${diet.id}`)).status).toBe(404);
    const [kept] = await t.ctx.db.select().from(offerQuestions).where(eq(offerQuestions.id, diet.id));
    expect([kept?.label, kept?.archivedAt]).toEqual(['Ernährung', null]);
  });

  it('refuses a NUL character in any body with a German 400, and stores nothing', async () => {
    const { camp, swim, note } = await campWithQuestions();
    const family = await signedInFamily(t);
    const child = family.children[0]!;
    await bookWith(family.cookie, 'camps', camp.id, [child.id], { [child.id]: { [swim.id]: true } });

    for (const [cookie, method, path, body] of [
      [
        admin.cookie,
        'PUT',
        `/admin/questions/camp/${camp.id}/answers/${child.id}`,
        { answers: { [swim.id]: true, [note.id]: 'a\u0000' } },
      ],
      [
        family.cookie,
        'PUT',
        `/questions/camp/${camp.id}/answers/${child.id}`,
        { answers: { [swim.id]: true }, x: 'a\u0000' },
      ],
      [
        admin.cookie,
        'POST',
        `/admin/questions/camp/${camp.id}`,
        { label: 'Null\u0000byte', kind: 'SHORT_TEXT' },
      ],
    ] as const) {
      const refused = await call(t, cookie, method, path, body);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        error: { code: 'INVALID_CHARACTER', message: 'Die Eingabe enthält ein unzulässiges Zeichen.' },
      });
    }
    expect((await questionsOf('camp', camp.id)).map((q) => q.label)).not.toContain('Null\u0000byte');
  });
});

describe('answers the back office changes', () => {
  it('are those of the live questions: an answer to a removed question does not block saving', async () => {
    const { camp, swim, diet } = await campWithQuestions();
    const family = await signedInFamily(t);
    const child = family.children[0]!;
    await bookWith(family.cookie, 'camps', camp.id, [child.id], {
      [child.id]: { [swim.id]: true, [diet.id]: ['Vegetarisch'] },
    });
    await call(t, admin.cookie, 'DELETE', `/admin/questions/camp/${camp.id}/${diet.id}`);
    const path = `/admin/questions/camp/${camp.id}/answers/${child.id}`;
    const read = (await (await call(t, admin.cookie, 'GET', path)).json()) as { answers: ChildAnswers };
    expect(Object.keys(read.answers)).toEqual([swim.id]);
    // What the dialog sends back is what it read: saved.
    const values = Object.fromEntries(Object.entries(read.answers).map(([id, a]) => [id, a.value]));
    expect((await call(t, admin.cookie, 'PUT', path, { answers: values })).status).toBe(200);
    // The panel still shows the removed question's answer.
    const panel = await call(t, admin.cookie, 'GET', `/admin/camps/${camp.id}/participants`);
    const [participant] = ((await panel.json()) as ParticipantsResponse).participants;
    expect(participant?.answers?.map((a) => a.text)).toContain('Vegetarisch');
  });
});

describe('a required question added after a child joined the waitlist', () => {
  it('blocks the admin’s promotion until the admin answers it; the automatic one books and asks the parents', async () => {
    const { camp, swim } = await campWithQuestions(1);
    const [booked, waiting, later] = [
      await signedInFamily(t),
      await signedInFamily(t),
      await signedInFamily(t),
    ];
    const first = booked.children[0]!;
    const second = waiting.children[0]!;
    const third = later.children[0]!;
    await bookWith(booked.cookie, 'camps', camp.id, [first.id], { [first.id]: { [swim.id]: true } });
    for (const [family, child] of [
      [waiting, second],
      [later, third],
    ] as const)
      await call(t, family.cookie, 'POST', `/camps/${camp.id}/waitlist`, {
        childIds: [child.id],
        acceptTerms: true,
        answers: { [child.id]: { [swim.id]: true } },
      });
    const added = await call(t, admin.cookie, 'POST', `/admin/questions/camp/${camp.id}`, {
      label: 'Allergien',
      kind: 'SHORT_TEXT',
      required: true,
    });
    const allergies = ((await added.json()) as AdminOfferQuestions).questions.find(
      (q) => q.label === 'Allergien',
    )!;

    // The automatic promotion (a seat freed by a cancellation) gives the seat to the first in line; the parents
    // are asked the new question in the sign-up dialog and may answer it.
    expect((await cancel(t, booked.cookie, 'camps', camp.id, first.id)).status).toBe(200);
    expect((await activeCampRsvps(camp.id)).map((r) => r.childId)).toEqual([second.id]);
    const asked = (await (
      await call(t, waiting.cookie, 'GET', `/questions/camp/${camp.id}`)
    ).json()) as FamilyOfferQuestions;
    expect(asked.questions.map((q) => q.label)).toContain('Allergien');
    expect(asked.answers[second.id]?.[allergies.id]).toBeUndefined();
    const answered = await call(t, waiting.cookie, 'PUT', `/questions/camp/${camp.id}/answers/${second.id}`, {
      answers: { [swim.id]: true, [allergies.id]: 'Keine' },
    });
    expect(answered.status).toBe(200);

    // A seat more: the admin's "Jetzt anmelden" needs the admin's answer first, given for the waiting child.
    await t.ctx.db.update(camps).set({ capacity: 2 }).where(eq(camps.id, camp.id));
    const promote = `/admin/camps/${camp.id}/waitlist/${third.id}/promote`;
    expect(await errorOf(await call(t, admin.cookie, 'POST', promote))).toMatchObject({
      code: 'INVALID_ANSWERS',
    });
    const answersPath = `/admin/questions/camp/${camp.id}/answers/${third.id}`;
    const forWaiting = await call(t, admin.cookie, 'PUT', answersPath, {
      answers: { [swim.id]: true, [allergies.id]: 'Nüsse' },
    });
    expect(forWaiting.status).toBe(200);
    expect((await call(t, admin.cookie, 'POST', promote)).status).toBe(201);
    expect((await activeCampRsvps(camp.id)).map((r) => r.childId).sort()).toEqual(
      [second.id, third.id].sort(),
    );
  });
});
