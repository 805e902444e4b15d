import { XMLParser, XMLValidator } from 'fast-xml-parser';

// A bank's camt.054 (debit/credit notification) or camt.053 (statement), ISO 20022, read for its credits: each
// credit transaction with its amount, booking date, the bank's reference and the creditor reference the payer
// copied from the QR-bill (QRR) or an RF creditor reference (SCOR). Pure: text in, credits or an error code out.
// Swiss banks send camt.054.001.04 (SPS 2021 and earlier) and .001.08 (SPS 2022 on); the fields read here are
// placed the same way in versions 04 to 13, apart from the two shapes noted where they are read.
//
// The unit of money is the entry (a booking on the account). Banks report one booking in several shapes: itemised
// (a TxDtls per payment) or summarised (one amount, the details "in the camt.054" or only a batch count), in the
// statement and in the notification, sometimes two bookings under one entry reference. So an entry's key is what
// both shapes share (account, entry reference, booking day, amount, and which such entry of its report it is), and
// an entry without its details waits for the file that brings them (decision 035).

const CAMT_KINDS = ['camt.054', 'camt.053'] as const;
type CamtKind = (typeof CAMT_KINDS)[number];

const CAMT_MIN_VERSION = 4;
const CAMT_MAX_VERSION = 13;

/** Why a file is refused; each code has its German text in the admin error catalogue. */
type CamtErrorCode =
  | 'BANK_FILE_EMPTY'
  | 'BANK_FILE_MALFORMED'
  | 'BANK_FILE_INVALID'
  | 'BANK_FILE_CURRENCY'
  | 'BANK_FILE_TOO_DEEP'
  | 'BANK_FILE_AMOUNT';

/** The most a credit may bring: what the amount columns (integer cents) hold, CHF 21,474,836.47. */
export const CAMT_MAX_CENTS = 2_147_483_647;

/** Elements nested deeper than this refuse the file; a camt file's deepest path is about 15. */
const CAMT_MAX_DEPTH = 64;

type CreditorReference = { type: 'QRR' | 'SCOR'; value: string };

export interface CamtCredit {
  /** The account servicer's reference as the bank shows it (of the transaction, else of the entry). */
  bankReference: string | null;
  amountCents: number;
  /** 'YYYY-MM-DD', the day the bank booked it. */
  bookingDate: string;
  reference: CreditorReference | null;
  /** Free text the payer wrote (Ustrd), for the admin when the reference is missing. */
  message: string | null;
  debtorName: string | null;
  debtorIban: string | null;
}

/** 'itemised': the entry's credits are here; 'awaiting': the bank gives them in another file ("Details folgen"). */
export type CamtEntryDetails = 'itemised' | 'awaiting';

export interface CamtEntry {
  /** The booking's key, the same in every file and shape that reports it: booked once (decision 035). */
  key: string;
  /** The account servicer's reference of the entry (else its NtryRef). */
  bankReference: string | null;
  amountCents: number;
  /** 'YYYY-MM-DD', the day the bank booked it. */
  bookingDate: string;
  details: CamtEntryDetails;
  /** The notification that carries the details (AddtlInfInd/MsgId), when the entry names one. */
  detailsMessageId: string | null;
  /** How many payments the bank says the booking holds (Btch/NbOfTxs), when it says. */
  transactionCount: number | null;
  /** The parent money of an itemised entry (returns inside a batch left out); none while awaiting. */
  credits: CamtCredit[];
}

export interface CamtFile {
  kind: CamtKind;
  /** ISO version, e.g. 4 for camt.054.001.04. */
  version: number;
  accountIban: string | null;
  entries: CamtEntry[];
  /** Entries that are no credits we take: debits, reversals, returns of our own payments, entries not booked. */
  skippedEntries: number;
}

type CamtResult =
  | { ok: true; file: CamtFile }
  | { ok: false; code: CamtErrorCode; details?: Record<string, string | number> };

type Node = Record<string, unknown>;

class Refusal extends Error {
  constructor(
    readonly code: CamtErrorCode,
    readonly details?: Record<string, string | number>,
  ) {
    super(code);
  }
}

const invalid = (why: string): never => {
  throw new Refusal('BANK_FILE_INVALID', { why });
};

/** Elements that may repeat by the schema: always arrays, so one and many read alike. */
const REPEATING = new Set(['Ntfctn', 'Stmt', 'Ntry', 'NtryDtls', 'TxDtls', 'Strd', 'Ustrd', 'Bal']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  // Every value stays text: references keep their leading zeros, amounts are converted exactly below.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Entities are decoded only in the few values read (text() below): a quarter of the parse time of a 5 MB file.
  processEntities: false,
  maxNestedTags: CAMT_MAX_DEPTH,
  isArray: (name) => REPEATING.has(name),
});

const NAMESPACE =
  /xmlns(?::[\w.-]+)?\s*=\s*["']urn:iso:std:iso:20022:tech:xsd:(camt\.05[34])\.001\.(\d\d)["']/;
const ROOTS = {
  'camt.054': ['BkToCstmrDbtCdtNtfctn', 'Ntfctn'],
  'camt.053': ['BkToCstmrStmt', 'Stmt'],
} as const;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The node at a path of element names, or undefined; arrays are entered at their first element. */
function at(node: unknown, ...path: string[]): unknown {
  let current: unknown = node;
  for (const name of path) {
    if (Array.isArray(current)) current = current[0];
    if (!isNode(current)) return undefined;
    current = current[name];
  }
  return Array.isArray(current) ? current[0] : current;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML's five named entities and character references ("&#252;", "&#xFC;"); anything else stays as written. */
function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** The text of an element (or of its #text beside attributes), trimmed; null when absent or empty. */
function text(node: unknown, ...path: string[]): string | null {
  const value = at(node, ...path);
  const raw = isNode(value) ? value['#text'] : value;
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const trimmed = decodeEntities(String(raw)).trim();
  return trimmed === '' ? null : trimmed;
}

function list(node: unknown, name: string): Node[] {
  const value = isNode(node) ? node[name] : undefined;
  if (value === undefined || value === '') return [];
  return (Array.isArray(value) ? value : [value]).filter(isNode);
}

// ActiveOrHistoricCurrencyAndAmount: up to 18 digits, at most 5 after the point. CHF has 2; more is refused.
const AMOUNT = /^(\d{1,13})(?:\.(\d{1,5}))?$/;

/** An Amt element (text with its Ccy attribute) to cents; the currency must be CHF. */
function centsOf(amount: unknown, where: string): number {
  const currency = isNode(amount) ? amount['@Ccy'] : undefined;
  const value = text(amount);
  if (value === null) return invalid(`${where}: no amount`);
  if (currency !== 'CHF') throw new Refusal('BANK_FILE_CURRENCY', { currency: String(currency ?? '') });
  const match = AMOUNT.exec(value);
  if (!match) return invalid(`${where}: amount ${value}`);
  const fraction = (match[2] ?? '').padEnd(5, '0');
  if (fraction.slice(2) !== '000') return invalid(`${where}: amount ${value} below a Rappen`);
  const cents = Number(match[1]) * 100 + Number(fraction.slice(0, 2));
  if (cents > CAMT_MAX_CENTS) throw new Refusal('BANK_FILE_AMOUNT', { amount: value });
  return cents;
}

const DAY = /^(\d{4}-\d{2}-\d{2})/;

/** BookgDt (else ValDt) as a day: Dt, or the bank's local date of DtTm. */
function bookingDateOf(entry: Node, where: string): string {
  for (const element of ['BookgDt', 'ValDt']) {
    const value = text(entry, element, 'Dt') ?? text(entry, element, 'DtTm');
    const day = value ? DAY.exec(value)?.[1] : undefined;
    if (day) return day;
  }
  return invalid(`${where}: no booking date`);
}

/** Sts is a code up to version 05 (<Sts>BOOK</Sts>) and a choice from 06 on (<Sts><Cd>BOOK</Cd></Sts>). */
const statusOf = (entry: Node) => text(entry, 'Sts', 'Cd') ?? text(entry, 'Sts');

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** The structured creditor reference, QRR (Swiss QR reference) or SCOR (ISO 11649 RF reference). */
function referenceOf(tx: Node): CreditorReference | null {
  for (const structured of list(at(tx, 'RmtInf'), 'Strd')) {
    const value = text(structured, 'CdtrRefInf', 'Ref');
    if (!value) continue;
    const type = text(structured, 'CdtrRefInf', 'Tp', 'CdOrPrtry', 'Prtry');
    const code = text(structured, 'CdtrRefInf', 'Tp', 'CdOrPrtry', 'Cd');
    if (type === 'QRR') return { type: 'QRR', value: compact(value) };
    if (code === 'SCOR' || /^RF\d\d/i.test(value)) return { type: 'SCOR', value: compact(value) };
  }
  return null;
}

/** The payer: RltdPties/Dbtr/Nm up to version 07, RltdPties/Dbtr/Pty/Nm from 08 on. */
function debtorOf(tx: Node) {
  const parties = at(tx, 'RltdPties');
  return {
    debtorName: text(parties, 'Dbtr', 'Pty', 'Nm') ?? text(parties, 'Dbtr', 'Nm'),
    debtorIban: text(parties, 'DbtrAcct', 'Id', 'IBAN'),
  };
}

function messageOf(tx: Node): string | null {
  const remittance = at(tx, 'RmtInf');
  const lines = isNode(remittance) && Array.isArray(remittance.Ustrd) ? remittance.Ustrd : [];
  const texts = lines.map((line) => text(line)).filter((line): line is string => line !== null);
  return texts.length > 0 ? texts.join(' ').slice(0, 500) : null;
}

interface EntryContext {
  account: string;
  fallbackKey: string;
  where: string;
}

// Money of ours coming back is no parent's payment: a credit in a family of payments we issued (a returned
// transfer of ours books as PMNT / ICDT / RRTN), a return or reversal sub-family, or a transaction with a return
// reason (RtrInf, e.g. AC01 "account number wrong").
const ISSUED_FAMILIES = new Set(['ICDT', 'IRCT', 'IDDT', 'ICHQ']);
const RETURN_SUB_FAMILIES = new Set(['RRTN', 'RPCR', 'UPDD']);

function isReturn(node: Node): boolean {
  const family = text(node, 'BkTxCd', 'Domn', 'Fmly', 'Cd');
  const subFamily = text(node, 'BkTxCd', 'Domn', 'Fmly', 'SubFmlyCd');
  return (
    (family !== null && ISSUED_FAMILIES.has(family)) ||
    (subFamily !== null && RETURN_SUB_FAMILIES.has(subFamily)) ||
    at(node, 'RtrInf') !== undefined
  );
}

/** Btch/NbOfTxs over the entry's details, when the bank gives it. */
function batchCountOf(details: Node[]): number | null {
  const counts = details.map((d) => text(d, 'Btch', 'NbOfTxs')).filter((n): n is string => n !== null);
  return counts.length === 0 ? null : counts.reduce((sum, n) => sum + (Number.parseInt(n, 10) || 0), 0);
}

/** The entry names a notification as the bearer of its details (AddtlInfInd/MsgNmId camt.054). */
const pointsToNotification = (entry: Node) => /camt\.054/i.test(text(entry, 'AddtlInfInd', 'MsgNmId') ?? '');

/** One entry: its key and amount, and its credits (one per TxDtls) or that its details are still to come. */
function entryOf(entry: Node, context: EntryContext, occurrence: (base: string) => number): CamtEntry {
  const amountCents = centsOf(at(entry, 'Amt'), context.where);
  const bookingDate = bookingDateOf(entry, context.where);
  const bankReference = text(entry, 'AcctSvcrRef') ?? text(entry, 'NtryRef');
  const details = list(entry, 'NtryDtls');
  const transactions = details.flatMap((d) => list(d, 'TxDtls'));
  const transactionCount = batchCountOf(details);
  const base = `${context.account}:${bankReference ?? context.fallbackKey}:${bookingDate}:${amountCents}`;
  const n = occurrence(base);
  const shared = {
    key: n > 1 ? `${base}#${n}` : base,
    bankReference,
    amountCents,
    bookingDate,
    detailsMessageId: text(entry, 'AddtlInfInd', 'MsgId'),
    transactionCount,
  };
  const pointer = pointsToNotification(entry);
  const partial = transactionCount !== null && transactionCount > transactions.length;
  if (
    (transactions.length === 0 && (pointer || partial)) ||
    (transactions.length > 0 && partial && pointer)
  ) {
    return { ...shared, details: 'awaiting', credits: [] };
  }
  if (transactions.length === 0) {
    const credit: CamtCredit = {
      bankReference,
      amountCents,
      bookingDate,
      reference: null,
      message: null,
      debtorName: null,
      debtorIban: null,
    };
    return { ...shared, details: 'itemised', credits: [credit] };
  }
  let sum = 0;
  const credits: CamtCredit[] = [];
  transactions.forEach((tx, index) => {
    const where = `${context.where} TxDtls ${index + 1}`;
    // TxDtls/Amt from version 04 on; AmtDtls/TxAmt/Amt as well (and alone in older files).
    const amount = at(tx, 'Amt') ?? at(tx, 'AmtDtls', 'TxAmt', 'Amt');
    if (amount === undefined && transactions.length > 1) invalid(`${where}: no amount in a batch`);
    const cents = amount === undefined ? amountCents : centsOf(amount, where);
    sum += cents;
    if (isReturn(tx)) return;
    credits.push({
      bankReference: text(tx, 'Refs', 'AcctSvcrRef') ?? bankReference,
      amountCents: cents,
      bookingDate,
      reference: referenceOf(tx),
      message: messageOf(tx),
      ...debtorOf(tx),
    });
  });
  if (sum !== amountCents) {
    invalid(`${context.where}: the transactions sum to ${sum}, the entry is ${amountCents}`);
  }
  return { ...shared, details: 'itemised', credits };
}

/** A booked credit that is neither the reversal of a debit nor a return of our own payment. */
function isBookedCredit(entry: Node): boolean {
  return (
    text(entry, 'CdtDbtInd') === 'CRDT' &&
    text(entry, 'RvslInd') !== 'true' &&
    statusOf(entry) === 'BOOK' &&
    !isReturn(entry)
  );
}

/** Parses after the validator: what it still refuses is a limit (the nesting) or a shape it cannot read. */
function parsedTree(xml: string): unknown {
  try {
    return parser.parse(xml);
  } catch (err) {
    if (err instanceof Error && /nested/i.test(err.message)) throw new Refusal('BANK_FILE_TOO_DEEP');
    throw new Refusal('BANK_FILE_MALFORMED', { line: 0 });
  }
}

function readDocument(xml: string): CamtFile {
  if (xml.trim() === '') throw new Refusal('BANK_FILE_EMPTY');
  // A bank file has no document type; one with a DTD could declare entities that expand without end.
  if (/<!DOCTYPE/i.test(xml)) return invalid('a DOCTYPE');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Refusal('BANK_FILE_MALFORMED', { line: valid.err.line ?? 0 });
  const namespace = NAMESPACE.exec(xml.slice(0, 4096));
  if (!namespace) return invalid('no camt.054 or camt.053 namespace');
  const kind = namespace[1] as CamtKind;
  const version = Number(namespace[2]);
  if (version < CAMT_MIN_VERSION || version > CAMT_MAX_VERSION) return invalid(`version ${version}`);
  const [rootName, reportName] = ROOTS[kind];
  const root = at(parsedTree(xml), 'Document', rootName);
  if (!isNode(root)) return invalid(`no ${rootName}`);
  const reports = list(root, reportName);
  if (reports.length === 0) return invalid(`no ${reportName}`);

  const entries: CamtEntry[] = [];
  let skippedEntries = 0;
  let accountIban: string | null = null;
  reports.forEach((report, reportIndex) => {
    const reportId = text(report, 'Id') ?? invalid(`${reportName} ${reportIndex + 1}: no Id`);
    const currency = text(report, 'Acct', 'Ccy');
    if (currency && currency !== 'CHF') throw new Refusal('BANK_FILE_CURRENCY', { currency });
    const iban = text(report, 'Acct', 'Id', 'IBAN');
    accountIban ??= iban;
    const account = iban ?? text(report, 'Acct', 'Id', 'Othr', 'Id') ?? 'account';
    // Two bookings of one day, amount and entry reference in one report are two sums of money (PostFinance books
    // different credits under one reference); the same report twice in a file is the same money again.
    const seen = new Map<string, number>();
    const occurrence = (base: string) => {
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      return n;
    };
    list(report, 'Ntry').forEach((entry, entryIndex) => {
      if (!isBookedCredit(entry)) {
        skippedEntries += 1;
        return;
      }
      const where = `${reportName} ${reportId} Ntry ${entryIndex + 1}`;
      const read = entryOf(
        entry,
        { account, fallbackKey: `${reportId}/${entryIndex + 1}`, where },
        occurrence,
      );
      // A batch of nothing but returns is no parent money either.
      if (read.details === 'itemised' && read.credits.length === 0) skippedEntries += 1;
      else entries.push(read);
    });
  });
  return { kind, version, accountIban, entries, skippedEntries };
}

/** Reads a camt.054 or camt.053 file: its booked credits, or why it cannot be read. */
export function parseCamt(xml: string): CamtResult {
  try {
    return { ok: true, file: readDocument(xml) };
  } catch (err) {
    if (err instanceof Refusal) return { ok: false, code: err.code, details: err.details };
    throw err;
  }
}
