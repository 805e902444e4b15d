import type { OfferKind } from '../../../domain/bookings/offer-policy';
import { notFound } from '../../errors';
import { parseIdParam } from '../../http/id-param';
import type { QuestionOffer } from './admin-questions';

const KINDS: readonly OfferKind[] = ['training', 'camp'];

/** The offer a questions path names (`:kind/:offerId`); an unknown kind is 404, like an unknown id. */
export function questionOfferParam(params: { kind: string; offerId: string }): QuestionOffer {
  const kind = KINDS.find((k) => k === params.kind);
  if (!kind) throw notFound();
  return { kind, offerId: parseIdParam(params.offerId) };
}
