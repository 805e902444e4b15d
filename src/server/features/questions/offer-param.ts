import type { Context } from 'hono';
import type { OfferKind } from '../../../domain/bookings/offer-policy';
import { notFound } from '../../errors';
import { parseIdParam } from '../../http/id-param';

/** The training or camp whose questions a route reads or changes. */
export interface QuestionOffer {
  kind: OfferKind;
  offerId: string;
}

const KINDS: readonly OfferKind[] = ['training', 'camp'];

/** The offer a questions path names (`:kind/:offerId`); an unknown kind is 404, like an unknown id. */
export function questionOfferParam(params: { kind: string; offerId: string }): QuestionOffer {
  const kind = KINDS.find((k) => k === params.kind);
  if (!kind) throw notFound();
  return { kind, offerId: parseIdParam(params.offerId) };
}

/** Whose answers a call changes and who changes them: the signed-in user, the offer and the child of the path. */
export interface AnswerTarget {
  by: string;
  offer: QuestionOffer;
  childId: string;
}

export function answerTargetParam(
  c: Context,
  params: { kind: string; offerId: string; childId: string },
): AnswerTarget {
  return { by: c.get('user').id, offer: questionOfferParam(params), childId: parseIdParam(params.childId) };
}

/** Which question of which offer an admin changes. */
export interface QuestionChange {
  adminId: string;
  offer: QuestionOffer;
  questionId: string;
}

export function questionChangeParam(
  c: Context,
  params: { kind: string; offerId: string; questionId: string },
): QuestionChange {
  return {
    adminId: c.get('user').id,
    offer: questionOfferParam(params),
    questionId: parseIdParam(params.questionId),
  };
}
