import { sql } from 'drizzle-orm';
import { children } from '../../db/schema';

/** "First Last" as the children's name searches match it: the expression children_name_trgm_idx indexes. */
export const childNameText = sql`(${children.firstName} || ' ' || ${children.lastName})`;
