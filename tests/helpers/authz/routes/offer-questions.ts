import { randomUUID } from 'node:crypto';
import { offerAnswers, offerQuestions, questionTemplates } from '../../../../src/server/db/schema';
import { createCamp, createCampRsvp } from '../../../factories';
import { type AuthzCall, type AuthzRoute, changed, type Objects } from '../types';
import type { AuthzWorld } from '../world';
import { adminOnly } from './admin-only';

// Questions per offer (decision 055): the back office's questions, templates and answers for a participant, and a
// parent's questions with the family's answers. A parent changes only a booked child of the family: another
// family's child, or any child for an admin in the portal, is 404; another family's answers never show.

const question = { label: 'Kann schwimmen?', kind: 'YES_NO', required: true } as const;

/** A camp with one question, the family's child booked and its answer given (the answer's text is the secret). */
async function bookedWithAnswer(world: AuthzWorld, objects: Objects) {
  const db = world.t.ctx.db;
  const child = objects === 'ofC' ? world.childOfC : world.childOfA;
  const camp = await createCamp(db);
  const [row] = await db
    .insert(offerQuestions)
    .values({ campId: camp.id, position: 0, ...question })
    .returning({ id: offerQuestions.id });
  const questionId = row!.id;
  await createCampRsvp(db, { campId: camp.id, childId: child.id });
  const secret = `Antwort-${child.id.slice(0, 8)}`;
  await db.insert(offerAnswers).values({
    questionId,
    childId: child.id,
    value: secret,
    questionLabel: question.label,
    answerText: secret,
  });
  return { camp, child, questionId, secret };
}

async function offerCall(world: AuthzWorld, objects: Objects): Promise<AuthzCall> {
  const { camp, child, secret } = await bookedWithAnswer(world, objects);
  return { params: { kind: 'camp', offerId: camp.id }, secrets: [secret, child.id] };
}

async function questionCall(world: AuthzWorld, objects: Objects): Promise<AuthzCall> {
  const { camp, questionId } = await bookedWithAnswer(world, objects);
  return {
    params: { kind: 'camp', offerId: camp.id, questionId },
    body: { ...question, label: 'Schwimmt?' },
  };
}

async function answersCall(world: AuthzWorld, objects: Objects): Promise<AuthzCall> {
  const { camp, child, questionId, secret } = await bookedWithAnswer(world, objects);
  return {
    params: { kind: 'camp', offerId: camp.id, childId: child.id },
    body: { answers: { [questionId]: false } },
    secrets: [secret],
  };
}

const familyOnly = {
  ofA: { anonymous: 401, parentA: changed(200), partnerB: changed(200), parentC: 404, admin: 404 },
  ofC: { anonymous: 401, parentA: 404, partnerB: 404, parentC: changed(200), admin: 404 },
} as const;

export const offerQuestionsAuthzRoutes: AuthzRoute[] = [
  {
    method: 'GET',
    path: '/api/admin/questions/:kind/:offerId',
    setup: offerCall,
    expected: adminOnly(['none'], 200),
  },
  {
    method: 'POST',
    path: '/api/admin/questions/:kind/:offerId',
    setup: async (world, objects) => ({ ...(await offerCall(world, objects)), body: question }),
    expected: adminOnly(['none'], changed(201)),
  },
  {
    method: 'PUT',
    path: '/api/admin/questions/:kind/:offerId/:questionId',
    setup: questionCall,
    expected: adminOnly(['none'], changed(200)),
  },
  {
    method: 'DELETE',
    path: '/api/admin/questions/:kind/:offerId/:questionId',
    setup: questionCall,
    expected: adminOnly(['none'], changed(200)),
  },
  {
    method: 'POST',
    path: '/api/admin/questions/:kind/:offerId/template',
    setup: async (world, objects) => ({
      ...(await offerCall(world, objects)),
      body: { name: 'Camp-Standardfragen' },
    }),
    expected: adminOnly(['none'], changed(201)),
  },
  {
    method: 'POST',
    path: '/api/admin/questions/:kind/:offerId/apply-template',
    setup: async (world, objects) => {
      const call = await offerCall(world, objects);
      const template = await world.t.ctx.db
        .insert(questionTemplates)
        // Template names are unique: a name of its own for each world the row's actors need.
        .values({
          name: `Vorlage ${randomUUID()}`,
          questions: [{ ...question, options: [], adminOnly: false }],
        })
        .returning();
      return { ...call, body: { templateId: template[0]!.id } };
    },
    expected: adminOnly(['none'], changed(200)),
  },
  {
    method: 'GET',
    path: '/api/admin/questions/:kind/:offerId/answers/:childId',
    // The admin reads any family's answers: no secrets here.
    setup: async (world, objects) => ({ params: (await answersCall(world, objects)).params }),
    expected: adminOnly(['ofA', 'ofC'], 200),
  },
  {
    method: 'PUT',
    path: '/api/admin/questions/:kind/:offerId/answers/:childId',
    setup: answersCall,
    expected: adminOnly(['ofA', 'ofC'], changed(200)),
  },
  {
    method: 'GET',
    path: '/api/questions/:kind/:offerId',
    setup: offerCall,
    expected: {
      ofA: { anonymous: 401, parentA: 200, partnerB: 200, parentC: 200, admin: 200 },
      ofC: { anonymous: 401, parentA: 200, partnerB: 200, parentC: 200, admin: 200 },
    },
  },
  {
    method: 'PUT',
    path: '/api/questions/:kind/:offerId/answers/:childId',
    setup: answersCall,
    expected: familyOnly,
  },
];
