// The admin's rules of a credit pack (admin-back-office.md section 3): only an ACTIVE pack may expire or be
// cancelled, and a pack's tab on the "Abos" screen.
import type { AdminPackTab } from './credit-packs-admin-api';
import type { PackStatus } from './values';

/** EXPIRED and CANCELLED are final: a pack leaves ACTIVE once. */
export function canChangePackStatus(from: PackStatus): boolean {
  return from === 'ACTIVE';
}

/** ACTIVE past its date belongs with the expired ones, before the expiry job has set its status. */
export function packTab(pack: { status: PackStatus; pastExpiry: boolean }): AdminPackTab {
  if (pack.status === 'CANCELLED') return 'cancelled';
  if (pack.status === 'EXPIRED' || pack.pastExpiry) return 'expired';
  return 'active';
}
