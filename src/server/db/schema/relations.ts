import { relations } from 'drizzle-orm';
import { authAccounts, authSessions, profiles } from './auth';
import { campRsvps, camps } from './camps';
import { creditAwards, creditConsumptions, creditPacks } from './credit';
import { children, parentChildren } from './family';
import { news, newsReads } from './news';
import { campCancellationFees, campPayments, payments } from './payments';
import { photoAssets, photoFolders, photoTags } from './photos';
import { pushHistory, pushHistoryRecipients, pushSubscriptions } from './push';
import { sessionTrainers, trainers } from './trainers';
import { rsvps, sessions } from './trainings';

// Relations for drizzle's relational queries (db.query.x.findMany({ with: ... })), kept in one file so the table
// files do not import each other in circles.

export const profilesRelations = relations(profiles, ({ many }) => ({
  children: many(children),
  linkedChildren: many(parentChildren),
  creditPacks: many(creditPacks),
  pushSubscriptions: many(pushSubscriptions),
  authSessions: many(authSessions),
  authAccounts: many(authAccounts),
}));

export const authSessionsRelations = relations(authSessions, ({ one }) => ({
  user: one(profiles, { fields: [authSessions.userId], references: [profiles.id] }),
}));

export const authAccountsRelations = relations(authAccounts, ({ one }) => ({
  user: one(profiles, { fields: [authAccounts.userId], references: [profiles.id] }),
}));

export const childrenRelations = relations(children, ({ one, many }) => ({
  parent: one(profiles, { fields: [children.parentId], references: [profiles.id] }),
  linkedParents: many(parentChildren),
  rsvps: many(rsvps),
  campRsvps: many(campRsvps),
  payments: many(payments),
  campPayments: many(campPayments),
  photoTags: many(photoTags),
}));

export const parentChildrenRelations = relations(parentChildren, ({ one }) => ({
  parent: one(profiles, { fields: [parentChildren.parentId], references: [profiles.id] }),
  child: one(children, { fields: [parentChildren.childId], references: [children.id] }),
}));

export const trainersRelations = relations(trainers, ({ many }) => ({
  sessionTrainers: many(sessionTrainers),
}));

export const sessionsRelations = relations(sessions, ({ many }) => ({
  sessionTrainers: many(sessionTrainers),
  rsvps: many(rsvps),
  payments: many(payments),
}));

export const sessionTrainersRelations = relations(sessionTrainers, ({ one }) => ({
  session: one(sessions, { fields: [sessionTrainers.sessionId], references: [sessions.id] }),
  trainer: one(trainers, { fields: [sessionTrainers.trainerId], references: [trainers.id] }),
}));

export const rsvpsRelations = relations(rsvps, ({ one, many }) => ({
  session: one(sessions, { fields: [rsvps.sessionId], references: [sessions.id] }),
  child: one(children, { fields: [rsvps.childId], references: [children.id] }),
  payments: many(payments),
}));

export const campsRelations = relations(camps, ({ many }) => ({
  campRsvps: many(campRsvps),
  campPayments: many(campPayments),
  campCancellationFees: many(campCancellationFees),
}));

export const campRsvpsRelations = relations(campRsvps, ({ one, many }) => ({
  camp: one(camps, { fields: [campRsvps.campId], references: [camps.id] }),
  child: one(children, { fields: [campRsvps.childId], references: [children.id] }),
  campPayments: many(campPayments),
}));

export const paymentsRelations = relations(payments, ({ one, many }) => ({
  child: one(children, { fields: [payments.childId], references: [children.id] }),
  session: one(sessions, { fields: [payments.sessionId], references: [sessions.id] }),
  rsvp: one(rsvps, { fields: [payments.rsvpId], references: [rsvps.id] }),
  creditConsumptions: many(creditConsumptions),
}));

export const campPaymentsRelations = relations(campPayments, ({ one, many }) => ({
  child: one(children, { fields: [campPayments.childId], references: [children.id] }),
  camp: one(camps, { fields: [campPayments.campId], references: [camps.id] }),
  campRsvp: one(campRsvps, { fields: [campPayments.campRsvpId], references: [campRsvps.id] }),
  cancellationFees: many(campCancellationFees),
}));

export const campCancellationFeesRelations = relations(campCancellationFees, ({ one }) => ({
  child: one(children, { fields: [campCancellationFees.childId], references: [children.id] }),
  camp: one(camps, { fields: [campCancellationFees.campId], references: [camps.id] }),
  campPayment: one(campPayments, {
    fields: [campCancellationFees.campPaymentId],
    references: [campPayments.id],
  }),
}));

export const creditPacksRelations = relations(creditPacks, ({ one, many }) => ({
  parent: one(profiles, { fields: [creditPacks.parentId], references: [profiles.id] }),
  originPayment: one(payments, { fields: [creditPacks.originPaymentId], references: [payments.id] }),
  consumptions: many(creditConsumptions),
}));

export const creditConsumptionsRelations = relations(creditConsumptions, ({ one }) => ({
  pack: one(creditPacks, { fields: [creditConsumptions.packId], references: [creditPacks.id] }),
  child: one(children, { fields: [creditConsumptions.childId], references: [children.id] }),
  session: one(sessions, { fields: [creditConsumptions.sessionId], references: [sessions.id] }),
  payment: one(payments, { fields: [creditConsumptions.paymentId], references: [payments.id] }),
}));

export const creditAwardsRelations = relations(creditAwards, ({ one }) => ({
  parent: one(profiles, { fields: [creditAwards.parentId], references: [profiles.id] }),
  child: one(children, { fields: [creditAwards.childId], references: [children.id] }),
  session: one(sessions, { fields: [creditAwards.sessionId], references: [sessions.id] }),
  pack: one(creditPacks, { fields: [creditAwards.packId], references: [creditPacks.id] }),
}));

export const newsRelations = relations(news, ({ many }) => ({
  reads: many(newsReads),
}));

export const newsReadsRelations = relations(newsReads, ({ one }) => ({
  news: one(news, { fields: [newsReads.newsId], references: [news.id] }),
  user: one(profiles, { fields: [newsReads.userId], references: [profiles.id] }),
}));

export const pushSubscriptionsRelations = relations(pushSubscriptions, ({ one }) => ({
  user: one(profiles, { fields: [pushSubscriptions.userId], references: [profiles.id] }),
}));

export const pushHistoryRelations = relations(pushHistory, ({ many }) => ({
  recipients: many(pushHistoryRecipients),
}));

export const pushHistoryRecipientsRelations = relations(pushHistoryRecipients, ({ one }) => ({
  pushHistory: one(pushHistory, {
    fields: [pushHistoryRecipients.pushHistoryId],
    references: [pushHistory.id],
  }),
  user: one(profiles, { fields: [pushHistoryRecipients.userId], references: [profiles.id] }),
}));

export const photoFoldersRelations = relations(photoFolders, ({ many }) => ({
  assets: many(photoAssets),
}));

export const photoAssetsRelations = relations(photoAssets, ({ one, many }) => ({
  folder: one(photoFolders, { fields: [photoAssets.driveFolderId], references: [photoFolders.id] }),
  tags: many(photoTags),
}));

export const photoTagsRelations = relations(photoTags, ({ one }) => ({
  photo: one(photoAssets, { fields: [photoTags.photoId], references: [photoAssets.id] }),
  child: one(children, { fields: [photoTags.childId], references: [children.id] }),
}));
