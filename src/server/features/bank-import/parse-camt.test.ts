import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAMT_MAX_CENTS, type CamtFile, parseCamt } from './parse-camt';

const fixture = (name: string) => readFileSync(path.resolve('tests/fixtures/camt', name), 'utf8');

function parsed(xml: string): CamtFile {
  const result = parseCamt(xml);
  if (!result.ok) throw new Error(`refused: ${result.code} ${JSON.stringify(result.details)}`);
  return result.file;
}

const ACCOUNT = 'CH4431999123000889012';

/** The credits of every entry of a file, in order. */
const creditsOf = (file: CamtFile) => file.entries.flatMap((entry) => entry.credits);

/** A minimal camt.054 of the given version with one booked credit entry. */
function oneCredit(amount: string, { version = '04', ccy = 'CHF', tx = '' } = {}): string {
  return `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.${version}"><BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>M</MsgId><CreDtTm>2026-05-04T10:00:00</CreDtTm></GrpHdr>
    <Ntfctn><Id>N1</Id><Acct><Id><IBAN>${ACCOUNT}</IBAN></Id></Acct>
    <Ntry><Amt Ccy="${ccy}">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
      <BookgDt><Dt>2026-05-04</Dt></BookgDt><AcctSvcrRef>R1</AcctSvcrRef>${tx}</Ntry>
    </Ntfctn></BkToCstmrDbtCdtNtfctn></Document>`;
}

describe('parseCamt: the fixtures', () => {
  it('reads a camt.054.001.04 with one QR-bill paid and skips its debit', () => {
    const file = parsed(fixture('camt054-v04-single.xml'));

    expect(file).toMatchObject({ kind: 'camt.054', version: 4, accountIban: ACCOUNT, skippedEntries: 1 });
    expect(file.entries.map(({ key, details }) => ({ key, details }))).toEqual([
      { key: `${ACCOUNT}:20260504SGL0001:2026-05-04:25000`, details: 'itemised' },
    ]);
    expect(creditsOf(file)).toEqual([
      {
        bankReference: '20260504SGL0001-1',
        amountCents: 25000,
        bookingDate: '2026-05-04',
        reference: { type: 'QRR', value: '000000000000000000000000105' },
        message: null,
        debtorName: 'Anna Muster',
        debtorIban: 'CH9300762011623852957',
      },
    ]);
  });

  it('reads each transaction of a camt.054.001.08 batch entry with its own reference, amount and payer', () => {
    const file = parsed(fixture('camt054-v08-batch.xml'));

    expect(file).toMatchObject({ kind: 'camt.054', version: 8, skippedEntries: 0 });
    expect(file.entries.map((entry) => entry.key)).toEqual([`${ACCOUNT}:20260505BAT0001:2026-05-05:57500`]);
    expect(
      creditsOf(file).map(({ bankReference, amountCents, reference, debtorName, bookingDate, message }) => ({
        bankReference,
        amountCents,
        reference,
        debtorName,
        bookingDate,
        message,
      })),
    ).toEqual([
      {
        bankReference: '20260505BAT0001-1',
        amountCents: 2500,
        reference: { type: 'QRR', value: '000000000000000000000000202' },
        debtorName: 'Beat Beispiel',
        bookingDate: '2026-05-05',
        message: null,
      },
      {
        bankReference: '20260505BAT0001-2',
        amountCents: 45000,
        // Spaces as printed on the payment part are not part of the reference.
        reference: { type: 'QRR', value: '000000000000000000000000303' },
        debtorName: 'Carla Costa',
        bookingDate: '2026-05-05',
        message: 'Camp Sommer Luca',
      },
      {
        bankReference: '20260505BAT0001-3',
        amountCents: 10000,
        reference: { type: 'SCOR', value: 'RF18539007547034' },
        debtorName: 'Dora Dürr',
        bookingDate: '2026-05-05',
        message: null,
      },
    ]);
  });

  it('keeps a credit without a structured reference with its message, and skips pending entries and reversals', () => {
    const file = parsed(fixture('camt054-v04-unknown-reference.xml'));

    expect(file.skippedEntries).toBe(2);
    expect(creditsOf(file)).toMatchObject([
      { amountCents: 7500, reference: { type: 'QRR', value: '000000000000000000000000992' } },
      {
        // A single transaction without its own amount takes the entry's; a DtTm booking date gives its day.
        amountCents: 3000,
        bookingDate: '2026-05-06',
        reference: null,
        message: 'Training Noah Frei',
        debtorName: 'Fritz Frei',
        debtorIban: 'CH1809000000300000000',
      },
    ]);
  });

  it('reads a camt.053.001.08 statement with prefixed elements; its credit known from the camt.054 has the same key', () => {
    const statement = parsed(fixture('camt053-v08-statement.xml'));
    const notification = parsed(fixture('camt054-v04-single.xml'));

    expect(statement).toMatchObject({ kind: 'camt.053', version: 8, skippedEntries: 1 });
    expect(creditsOf(statement).map((credit) => credit.amountCents)).toEqual([25000, 2500]);
    expect(statement.entries[0]?.key).toBe(notification.entries[0]?.key);
    expect(creditsOf(statement)[1]).toMatchObject({ debtorName: 'Gina Graf', bookingDate: '2026-05-04' });
  });

  it('reads a credit reported twice as two entries of one key (the import applies the key once)', () => {
    const file = parsed(fixture('camt054-v04-duplicate-entry.xml'));
    expect(file.entries.map((entry) => entry.key)).toEqual([
      `${ACCOUNT}:20260504SGL0001:2026-05-04:25000`,
      `${ACCOUNT}:20260504SGL0001:2026-05-04:25000`,
    ]);
  });

  it.each([
    ['malformed.xml', 'BANK_FILE_MALFORMED'],
    ['pain001-not-camt.xml', 'BANK_FILE_INVALID'],
    ['camt054-v04-eur.xml', 'BANK_FILE_CURRENCY'],
  ])('refuses %s with %s', (name, code) => {
    expect(parseCamt(fixture(name))).toMatchObject({ ok: false, code });
  });
});

describe('parseCamt: bank files as real banks send them (issue 25)', () => {
  it('keeps a statement entry that only points to its camt.054 as awaiting, under the key the notification has', () => {
    const statement = parsed(fixture('camt053-v04-details-follow.xml'));
    const notification = parsed(fixture('camt054-v04-details.xml'));

    expect(statement).toMatchObject({ kind: 'camt.053', version: 4, skippedEntries: 1 });
    expect(statement.entries).toEqual([
      {
        key: `${ACCOUNT}:260511CH0A1B2C3D:2026-05-11:27500`,
        bankReference: '260511CH0A1B2C3D',
        amountCents: 27500,
        bookingDate: '2026-05-11',
        details: 'awaiting',
        detailsMessageId: '20260511375204000000902',
        transactionCount: null,
        credits: [],
      },
    ]);
    expect(notification.entries.map(({ key, details }) => ({ key, details }))).toEqual([
      { key: statement.entries[0]!.key, details: 'itemised' },
    ]);
    expect(creditsOf(notification)).toMatchObject([
      { amountCents: 27500, reference: { type: 'QRR', value: '000000000000000000000000506' } },
    ]);
  });

  it('gives a collective booking the same key summarised (Btch only) and itemised (a TxDtls per payment)', () => {
    const summarised = parsed(fixture('camt053-v08-batch-summarised.xml'));
    const itemised = parsed(fixture('camt054-v08-batch-itemised.xml'));

    expect(summarised.entries).toMatchObject([
      { details: 'awaiting', transactionCount: 3, amountCents: 60000 },
    ]);
    expect(itemised.entries).toMatchObject([
      { details: 'itemised', transactionCount: 3, amountCents: 60000 },
    ]);
    expect(itemised.entries[0]?.key).toBe(summarised.entries[0]?.key);
    expect(creditsOf(itemised).map((c) => [c.amountCents, c.debtorName])).toEqual([
      [2500, 'Ivo Imhof'],
      [45000, 'Jana Jost'],
      [12500, 'Kurt Kälin'],
    ]);
  });

  it('keeps two credits under one entry reference apart, and two alike in one report apart too', () => {
    const file = parsed(fixture('camt053-v04-shared-entry-reference.xml'));
    expect(file.entries.map((e) => [e.key, e.amountCents])).toEqual([
      [`${ACCOUNT}:260513CH7F3E9A10:2026-05-13:153700`, 153700],
      [`${ACCOUNT}:260513CH7F3E9A10:2026-05-13:169222`, 169222],
    ]);

    const twice = oneCredit('5.00').replace(/<Ntry>.*<\/Ntry>/s, (entry) => entry + entry);
    expect(parsed(twice).entries.map((e) => e.key)).toEqual([
      `${ACCOUNT}:R1:2026-05-04:500`,
      `${ACCOUNT}:R1:2026-05-04:500#2`,
    ]);
  });

  it('takes a return of our own payment for no credit, as an entry or inside a batch', () => {
    const file = parsed(fixture('camt053-v08-return.xml'));
    expect(file.skippedEntries).toBe(1);
    expect(creditsOf(file).map((c) => c.amountCents)).toEqual([2500]);

    const tx = `<NtryDtls><TxDtls><Amt Ccy="CHF">4.00</Amt></TxDtls><TxDtls><Amt Ccy="CHF">6.00</Amt>
      <RtrInf><Rsn><Cd>AC01</Cd></Rsn></RtrInf></TxDtls></NtryDtls>`;
    expect(creditsOf(parsed(oneCredit('10.00', { tx }))).map((c) => c.amountCents)).toEqual([400]);
  });

  it('reads a summarised entry without a pointer or a batch as one credit, as before', () => {
    expect(parsed(oneCredit('7.00')).entries).toMatchObject([
      { details: 'itemised', credits: [{ amountCents: 700 }] },
    ]);
  });

  it('refuses a file nested deeper than a bank file is, and an amount beyond what a credit holds', () => {
    const deep = oneCredit('1.00').replace('<Ntfctn>', `<Ntfctn>${'<x>'.repeat(200)}${'</x>'.repeat(200)}`);
    expect(parseCamt(deep)).toMatchObject({ ok: false, code: 'BANK_FILE_TOO_DEEP' });
    expect(parseCamt(oneCredit('21474836.48'))).toMatchObject({ ok: false, code: 'BANK_FILE_AMOUNT' });
    expect(creditsOf(parsed(oneCredit('21474836.47')))[0]?.amountCents).toBe(CAMT_MAX_CENTS);
  });
});

describe('parseCamt: shapes it refuses', () => {
  it.each([
    ['an empty file', '', 'BANK_FILE_EMPTY'],
    ['only blanks', '  \n\t ', 'BANK_FILE_EMPTY'],
    ['text that is no XML', 'Datum;Betrag\n04.05.2026;250.00', 'BANK_FILE_MALFORMED'],
    ['an unclosed element', '<Document><a></Document>', 'BANK_FILE_MALFORMED'],
    ['XML of another kind', '<html><body>Kontoauszug</body></html>', 'BANK_FILE_INVALID'],
    ['a camt.052 intraday report', oneCredit('1.00').replace('camt.054', 'camt.052'), 'BANK_FILE_INVALID'],
    ['version 03', oneCredit('1.00', { version: '03' }), 'BANK_FILE_INVALID'],
    [
      'a camt.054 namespace with the camt.053 root',
      oneCredit('1.00').replace('camt.054', 'camt.053'),
      'BANK_FILE_INVALID',
    ],
    ['a document type', `<!DOCTYPE d [<!ENTITY a "aaaa">]>${oneCredit('1.00')}`, 'BANK_FILE_INVALID'],
    ['an amount below a Rappen', oneCredit('1.005'), 'BANK_FILE_INVALID'],
    ['a negative amount', oneCredit('-1.00'), 'BANK_FILE_INVALID'],
    ['an amount in words', oneCredit('zehn'), 'BANK_FILE_INVALID'],
    ['an entry in EUR', oneCredit('1.00', { ccy: 'EUR' }), 'BANK_FILE_CURRENCY'],
    [
      'a batch whose transactions do not sum to the entry',
      oneCredit('10.00', {
        tx: '<NtryDtls><TxDtls><Amt Ccy="CHF">4.00</Amt></TxDtls><TxDtls><Amt Ccy="CHF">5.00</Amt></TxDtls></NtryDtls>',
      }),
      'BANK_FILE_INVALID',
    ],
    [
      'a batch transaction without an amount',
      oneCredit('10.00', {
        tx: '<NtryDtls><TxDtls><Amt Ccy="CHF">4.00</Amt></TxDtls><TxDtls></TxDtls></NtryDtls>',
      }),
      'BANK_FILE_INVALID',
    ],
    [
      'an entry without a booking date',
      oneCredit('1.00').replace(/<BookgDt>.*<\/BookgDt>/, ''),
      'BANK_FILE_INVALID',
    ],
  ])('refuses %s', (_, xml, code) => {
    expect(parseCamt(xml)).toMatchObject({ ok: false, code });
  });

  it('reads every version from 04 to 13 alike', () => {
    for (const version of ['04', '05', '06', '07', '08', '09', '10', '11', '12', '13']) {
      expect(creditsOf(parsed(oneCredit('12.50', { version })))[0]?.amountCents).toBe(1250);
    }
  });

  it('decodes the entities and character references of the values it reads', () => {
    const tx = `<NtryDtls><TxDtls><RltdPties><Dbtr><Nm>M&#252;ller &amp; S&#xF6;hne &lt;AG&gt;</Nm></Dbtr></RltdPties>
      <RmtInf><Ustrd>Camp &quot;Sommer&quot; &amp;c. &unknown;</Ustrd></RmtInf></TxDtls></NtryDtls>`;
    expect(creditsOf(parsed(oneCredit('1.00', { tx })))[0]).toMatchObject({
      debtorName: 'Müller & Söhne <AG>',
      message: 'Camp "Sommer" &c. &unknown;',
    });
  });

  it('reads a file without credits as one with none', () => {
    const xml = oneCredit('1.00').replace('<CdtDbtInd>CRDT', '<CdtDbtInd>DBIT');
    expect(parsed(xml)).toMatchObject({ entries: [], skippedEntries: 1 });
  });
});

describe('parseCamt: properties', () => {
  it('reads any amount in francs and Rappen to the exact cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999_999 }),
        fc.integer({ min: 0, max: 3 }),
        (cents, pad) => {
          const francs = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}${'0'.repeat(pad)}`;
          // Up to what the amount columns hold, exactly; beyond it the file is refused, never cut.
          if (cents > CAMT_MAX_CENTS)
            expect(parseCamt(oneCredit(francs))).toMatchObject({ code: 'BANK_FILE_AMOUNT' });
          else expect(creditsOf(parsed(oneCredit(francs)))[0]?.amountCents).toBe(cents);
        },
      ),
    );
  });

  it('answers any text with credits or a refusal, never an exception', () => {
    const pieces = fc.constantFrom(
      '<Ntry>',
      '</Ntry>',
      '<Amt Ccy="CHF">',
      '</Amt>',
      '<TxDtls>',
      '</TxDtls>',
      '&amp;',
      '<![CDATA[x]]>',
      '<',
      '>',
      '"',
      '1.00',
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), pieces), { maxLength: 12 }), fc.nat(), (parts, cut) => {
        const base = oneCredit('25.00');
        const at = cut % base.length;
        const xml = `${base.slice(0, at)}${parts.join('')}${base.slice(at)}`;
        const result = parseCamt(xml);
        expect(typeof result.ok).toBe('boolean');
      }),
      { numRuns: 500 },
    );
  });
});
