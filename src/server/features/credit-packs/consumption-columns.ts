import { sql } from 'drizzle-orm';
import { camps, children, creditConsumptions, sessions } from '../../db/schema';

/**
 * A credit taken, as the pack's history (back office) and the family's latest credits (parent) both show it: the
 * child, and the training's title and start or the camp's name (a camp day has no start). The query joins children,
 * sessions and camps.
 */
export const consumptionColumns = {
  id: creditConsumptions.id,
  qty: creditConsumptions.qty,
  consumedAt: creditConsumptions.consumedAt,
  revertedAt: creditConsumptions.revertedAt,
  firstName: children.firstName,
  lastName: children.lastName,
  title: sql<string | null>`coalesce(${sessions.title}, ${camps.name})`,
  startsAt: sessions.startsAt,
};
