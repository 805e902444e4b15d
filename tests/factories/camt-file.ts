// A camt.054.001.08 notification built from a list of credits, in the shape of tests/fixtures/camt (one booked entry
// with one transaction per credit), for tests that need references known only at run time and for the import
// benchmark's 5,000 credits.

export interface CamtCreditSpec {
  /** The entry's AcctSvcrRef: the bank's key of the credit. */
  bankRef: string;
  amountCents: number;
  /** A QR reference (27 digits) or an RF creditor reference; none: only a message. */
  reference?: string | null;
  bookingDate?: string;
  debtorName?: string;
}

const CAMT_TEST_ACCOUNT = 'CH4431999123000889012';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const francs = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

function remittance(reference: string | null | undefined): string {
  if (!reference) return '<RmtInf><Ustrd>Zahlung ohne Referenz</Ustrd></RmtInf>';
  const type = reference.startsWith('RF') ? '<Cd>SCOR</Cd>' : '<Prtry>QRR</Prtry>';
  return `<RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry>${type}</CdOrPrtry></Tp><Ref>${escapeXml(reference)}</Ref>
    </CdtrRefInf></Strd></RmtInf>`;
}

function entry(credit: CamtCreditSpec): string {
  const amount = `<Amt Ccy="CHF">${francs(credit.amountCents)}</Amt>`;
  const day = credit.bookingDate ?? '2026-05-04';
  return `<Ntry>${amount}<CdtDbtInd>CRDT</CdtDbtInd><RvslInd>false</RvslInd><Sts><Cd>BOOK</Cd></Sts>
  <BookgDt><Dt>${day}</Dt></BookgDt><ValDt><Dt>${day}</Dt></ValDt><AcctSvcrRef>${escapeXml(credit.bankRef)}</AcctSvcrRef>
  <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>VCOM</SubFmlyCd></Fmly></Domn></BkTxCd>
  <NtryDtls><TxDtls><Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>${amount}<CdtDbtInd>CRDT</CdtDbtInd>
  <RltdPties><Dbtr><Pty><Nm>${escapeXml(credit.debtorName ?? 'Anna Muster')}</Nm></Pty></Dbtr>
  <DbtrAcct><Id><IBAN>CH9300762011623852957</IBAN></Id></DbtrAcct></RltdPties>${remittance(credit.reference)}
  </TxDtls></NtryDtls></Ntry>`;
}

export function camt054Xml(credits: readonly CamtCreditSpec[], id = 'NTF-TEST-1'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08"><BkToCstmrDbtCdtNtfctn>
<GrpHdr><MsgId>${escapeXml(id)}</MsgId><CreDtTm>2026-05-04T18:30:00+02:00</CreDtTm></GrpHdr>
<Ntfctn><Id>${escapeXml(id)}</Id><CreDtTm>2026-05-04T18:30:00+02:00</CreDtTm>
<Acct><Id><IBAN>${CAMT_TEST_ACCOUNT}</IBAN></Id><Ccy>CHF</Ccy></Acct>
${credits.map(entry).join('\n')}
</Ntfctn></BkToCstmrDbtCdtNtfctn></Document>
`;
}
