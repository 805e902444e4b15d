import type { Actor, Objects, Outcome } from '../types';

// Back-office routes (/api/admin/*): signed out 401, every parent 403 (linked or not), the admin succeeds, on
// objects of either family alike.
export function adminOnly(
  objects: readonly Objects[],
  adminOutcome: Outcome,
): Partial<Record<Objects, Record<Actor, Outcome>>> {
  const row = { anonymous: 401, parentA: 403, partnerB: 403, parentC: 403, admin: adminOutcome };
  return Object.fromEntries(objects.map((o) => [o, row]));
}
