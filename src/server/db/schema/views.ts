import { date, integer, pgView, text, time, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { SESSION_TYPES } from './values';

// Seats left per training and camp, counting only active registrations. The views are created by hand-written SQL
// in /drizzle (drizzle-kit cannot express them); these declarations only let queries select from them typed.

export const vSessionCapacity = pgView('v_session_capacity', {
  id: uuid().notNull(),
  title: text().notNull(),
  focus: text(),
  startsAt: instant().notNull(),
  endsAt: instant(),
  location: text().notNull(),
  capacity: integer().notNull(),
  priceCents: integer().notNull(),
  type: text({ enum: SESSION_TYPES }).notNull(),
  createdAt: instant().notNull(),
  updatedAt: instant().notNull(),
  registeredCount: integer().notNull(),
  seatsLeft: integer().notNull(),
}).existing();

export const vCampCapacity = pgView('v_camp_capacity', {
  id: uuid().notNull(),
  name: text().notNull(),
  description: text(),
  poweredBy: text(),
  location: text().notNull(),
  startDate: date({ mode: 'string' }).notNull(),
  endDate: date({ mode: 'string' }),
  startTime: time(),
  endTime: time(),
  priceCents: integer().notNull(),
  capacity: integer().notNull(),
  createdAt: instant().notNull(),
  updatedAt: instant().notNull(),
  registeredCount: integer().notNull(),
  seatsLeft: integer().notNull(),
}).existing();
