import { payments } from '../../db/schema';

/** A training payment as the registration lists read it (parent side and the admin's participants panel). */
export const registrationPaymentColumns = {
  id: payments.id,
  registrationId: payments.rsvpId,
  offerId: payments.sessionId,
  childId: payments.childId,
  status: payments.status,
  method: payments.method,
  amountCents: payments.amountCents,
  createdAt: payments.createdAt,
  updatedAt: payments.updatedAt,
};
