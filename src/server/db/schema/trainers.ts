import { boolean, date, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ahvChecks, ahvColumns, timestamps } from './columns';
import { sessions } from './trainings';

export const trainers = pgTable(
  'trainers',
  {
    id: uuid().primaryKey().defaultRandom(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    active: boolean().notNull().default(true),
    dateOfBirth: date({ mode: 'string' }),
    ...ahvColumns(),
    ...timestamps(),
  },
  (t) => ahvChecks('trainers', t),
);

export const sessionTrainers = pgTable(
  'session_trainers',
  {
    sessionId: uuid()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    trainerId: uuid()
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.trainerId] }),
    index('session_trainers_trainer_id_idx').on(t.trainerId),
  ],
);
