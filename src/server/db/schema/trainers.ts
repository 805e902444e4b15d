import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { camps } from './camps';
import { ahvChecks, ahvColumns, instant, timestamps } from './columns';
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
    /**
     * The account this trainer signs in as (decision 050): the profile with this e-mail, once it exists. Set by the
     * admin's invitation or link; whether the account is a trainer is read from here on every request.
     */
    accountEmail: text(),
    /** When the admin last invited this address (the mail with the sign-in link); null for a linked account. */
    invitedAt: instant(),
    ...timestamps(),
  },
  (t) => [
    ...ahvChecks('trainers', t),
    check('trainers_account_email_lower_check', sql`${t.accountEmail} = lower(${t.accountEmail})`),
    uniqueIndex('trainers_account_email_uidx').on(t.accountEmail),
  ],
);

/** The trainers of a training: several, at most one of them the lead. */
export const sessionTrainers = pgTable(
  'session_trainers',
  {
    sessionId: uuid()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    trainerId: uuid()
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    lead: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.trainerId] }),
    index('session_trainers_trainer_id_idx').on(t.trainerId),
    uniqueIndex('session_trainers_one_lead_uidx').on(t.sessionId).where(sql`lead`),
  ],
);

/** The trainers of a camp: several, at most one of them the lead. */
export const campTrainers = pgTable(
  'camp_trainers',
  {
    campId: uuid()
      .notNull()
      .references(() => camps.id, { onDelete: 'cascade' }),
    trainerId: uuid()
      .notNull()
      .references(() => trainers.id, { onDelete: 'cascade' }),
    lead: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.campId, t.trainerId] }),
    index('camp_trainers_trainer_id_idx').on(t.trainerId),
    uniqueIndex('camp_trainers_one_lead_uidx').on(t.campId).where(sql`lead`),
  ],
);
