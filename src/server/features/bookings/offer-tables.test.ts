import { getTableColumns } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { creditConsumptions, waitlistEntries } from '../../db/schema';
import { offerTables } from './offer-tables';

// The engine writes each query once over a kind's descriptor: a column of the wrong table or kind there would book
// a training into a camp's tables. Each descriptor is held to the schema it names.

const references = (table: PgTable, column: PgColumn) =>
  getTableConfig(table)
    .foreignKeys.map((fk) => fk.reference())
    .find((ref) => ref.columns[0] === column)?.foreignColumns[0];

const columnsOf = (table: PgTable): Record<string, PgColumn | undefined> => getTableColumns(table);

describe.each(Object.values(offerTables))('the $kind tables', (t) => {
  it('point the registration, its payment and the waitlist at this kind of offer', () => {
    expect(references(t.registrations, t.registrationOffer)).toBe(t.offers.id);
    expect(references(t.payments, t.paymentOffer)).toBe(t.offers.id);
    expect(references(t.payments, t.paymentRegistration)).toBe(t.registrations.id);
    expect(references(waitlistEntries, t.waitlistOffer)).toBe(t.offers.id);
  });

  it('name the unique indexes of their own tables', () => {
    const indexes = (table: PgTable) => getTableConfig(table).indexes.map((index) => index.config.name);
    expect(indexes(t.registrations)).toContain(t.activeRegistrationIndex);
    expect(indexes(waitlistEntries)).toContain(t.waitlistIndex);
  });

  it('insert into the columns that point at the offer and the registration', () => {
    const [offerKey = ''] = Object.keys(t.offerKey('offer'));
    expect(columnsOf(t.registrations)[offerKey]).toBe(t.registrationOffer);
    expect(columnsOf(waitlistEntries)[offerKey]).toBe(t.waitlistOffer);
    const [offer, registration] = Object.keys(t.paymentKeys('offer', 'registration')).map(
      (key) => columnsOf(t.payments)[key],
    );
    expect(offer).toBe(t.paymentOffer);
    expect(registration).toBe(t.paymentRegistration);
    for (const [key, value] of Object.entries(t.consumptionKeys('offer', 'payment'))) {
      const column = columnsOf(creditConsumptions)[key];
      if (!column) throw new Error(`credit_consumptions has no column ${key}`);
      expect(references(creditConsumptions, column)).toBe(value === 'offer' ? t.offers.id : t.payments.id);
    }
  });
});
