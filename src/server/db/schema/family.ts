import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './auth';
import { ahvChecks, ahvColumns, createdAt, timestamps } from './columns';
import { JERSEY_SIZES } from './values';

export const children = pgTable(
  'children',
  {
    id: uuid().primaryKey().defaultRandom(),
    // A parent with children cannot be deleted (admin rule): the database refuses it as well.
    parentId: text()
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    dateOfBirth: date({ mode: 'string' }).notNull(),
    clubName: text(),
    level: text(),
    jerseySize: integer(),
    ...ahvColumns(),
    ...timestamps(),
  },
  (t) => [
    check('children_jersey_size_check', sql`${t.jerseySize} in (${sql.raw(JERSEY_SIZES.join(', '))})`),
    ...ahvChecks('children', t),
    index('children_parent_id_idx').on(t.parentId),
  ],
);

/** A linked second parent sees and manages the primary parent's children. */
export const parentChildren = pgTable(
  'parent_children',
  {
    parentId: text()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    childId: uuid()
      .notNull()
      .references(() => children.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.parentId, t.childId] }),
    index('parent_children_child_id_idx').on(t.childId),
  ],
);
