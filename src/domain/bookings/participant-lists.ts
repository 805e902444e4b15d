// The participants of a training or a camp as the admin takes them elsewhere: the CSV export's rows (admin spec section 2:
// name, birth date, club, jersey size, parent, mobile, payment status) and the plain list "Liste kopieren" copies.

import { fileSlug } from '../file-slug';
import { participantListMessages as m } from '../messages/admin-participants';
import { adminMethodLabel, effectiveStatus, paymentStatusLabel } from '../payments/status';
import { personName } from '../people/person-name';
import { formatDate } from '../time';
import type { AdminParticipant } from './admin-participants';

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula: names come from
 * parents, so such a cell gets a leading apostrophe and is shown as the text it is.
 */
export function spreadsheetSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function paymentText(participant: AdminParticipant): string {
  const status = paymentStatusLabel(effectiveStatus(participant.payment));
  const method = adminMethodLabel(participant.payment?.method);
  return method ? `${status} (${method})` : status;
}

/** Header and one row per child, in the panel's order; then one column per question (decision 055). */
export function participantsCsvRows(participants: readonly AdminParticipant[]): string[][] {
  const questions = participants[0]?.answers?.map((a) => a.label) ?? [];
  return [
    [...m.csvHeader, ...questions].map(spreadsheetSafe),
    ...participants.map((p) =>
      [
        personName(p),
        formatDate(p.dateOfBirth),
        p.clubName ?? '',
        p.jerseySize === null ? '' : String(p.jerseySize),
        p.parentName,
        p.parentMobile ?? '',
        paymentText(p),
        ...(p.answers?.map((a) => a.text) ?? []),
      ].map(spreadsheetSafe),
    ),
  ];
}

/** "1. Lena Muster (14.03.2015)", one line per child, for the clipboard. */
export function participantsText(participants: readonly AdminParticipant[]): string {
  return participants.map((p, i) => `${i + 1}. ${personName(p)} (${formatDate(p.dateOfBirth)})`).join('\n');
}

/**
 * 'teilnehmende-tiz-training-2026-05-09.csv': ASCII only, so every browser and OS keeps it as it is; a title
 * with no letter or digit left is named for its kind.
 */
export function participantsCsvFileName(title: string, date: string, kind: 'training' | 'camp'): string {
  const slug = fileSlug(title);
  return `${m.csvFilePrefix}-${slug || kind}-${date}.csv`;
}
