import { classifyPack, isLowCredit } from '../../../domain/payments/credit-packs';
import type { AdminPack } from '../../../domain/payments/credit-packs-admin-api';
import { personName } from '../../../domain/people/person-name';
import type { AdminPackRow } from './admin-queries';
import { isPastExpiry } from './family-credit';

/** A pack as the "Abos" screen shows it, with the domain's Legacy and low-credit labels. */
export function adminPackView(row: AdminPackRow, now: Date): AdminPack {
  return {
    id: row.id,
    parentId: row.parentId,
    parentName:
      personName({ firstName: row.parentFirstName, lastName: row.parentLastName }) || row.parentEmail,
    parentEmail: row.parentEmail,
    status: row.status,
    pastExpiry: row.status === 'ACTIVE' && isPastExpiry(row, now),
    origin: row.origin,
    legacy: classifyPack(row) === 'LEGACY',
    lowCredit: isLowCredit(row.creditsRemaining, row.totalCredits),
    totalCredits: row.totalCredits,
    creditsRemaining: row.creditsRemaining,
    unitValueCents: row.unitValueCents,
    priceCentsPaid: row.priceCentsPaid,
    paymentMethod: row.paymentMethod,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
