import { formatChf } from '../money';

// Bulk work on a training's or a camp's participants (issue 30 item 4, decision 056): moving the chosen children to
// another offer of the same kind, and removing them with the parents' refund rules. de-CH, "ss" never "ß".

const kinder = (count: number) => (count === 1 ? '1 Kind' : `${count} Kinder`);
const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
/** "wird" / "werden" before the change, "wurde" / "wurden" after it. */
const verb = (done: boolean, count: number) =>
  (done ? ['wurde', 'wurden'] : ['wird', 'werden'])[count === 1 ? 0 : 1];

export interface BulkRemovalFigures {
  count: number;
  /** Money paid back (camps: less the CHF 100 fee). */
  refunds: number;
  refundCents: number;
  /** Trainings cancelled on time and paid: one credit each. */
  credits: number;
  /** Camp fees kept from a refund, late training cancellations owing their price. */
  fees: number;
}

export const bulkParticipantMessages = {
  chooseTarget: 'Bitte wählen Sie das Ziel aus.',
  // The refusals (the dry run's `refusal`, a run's BULK_REFUSED reason).
  tooFewSeats: (seatsLeft: number, selected: number) =>
    `Im Ziel ${seatsLeft === 1 ? 'ist nur noch 1 Platz' : `sind nur noch ${seatsLeft} Plätze`} frei, ausgewählt ${selected === 1 ? 'ist 1 Kind' : `sind ${selected} Kinder`}. Es wird niemand verschoben.`,
  sameOffer: 'Ziel und Herkunft sind dasselbe Angebot.',
  otherKind:
    'Das Ziel ist kein kommendes Angebot derselben Art: Kinder wechseln nur in ein kommendes Camp oder ein kommendes Training derselben Art (TIZ oder 1:1).',
  targetGone: 'Das Ziel gibt es nicht (mehr).',
  missingAnswers: (names: string) =>
    `Für ${names} fehlen Antworten auf Pflichtfragen des Ziels. Bitte zuerst im Ziel beantworten; es wird niemand verschoben.`,
  alreadyThere: (names: string) => `Schon im Ziel angemeldet: ${names}. Es wird niemand verschoben.`,
  notRegistered: (missing: number) =>
    `${counted(missing, 'gewähltes Kind ist', 'gewählte Kinder sind')} nicht (mehr) angemeldet. Bitte die Liste neu laden.`,

  // What a move or removal does (dry run) or did: the kit's confirm dialog ends the sentence.
  moveSummary: (
    done: boolean,
    { count, from, to, paidKept }: { count: number; from: string; to: string; paidKept: number },
  ) =>
    [
      `${kinder(count)} ${verb(done, count)} von «${from}» nach «${to}» verschoben`,
      paidKept > 0
        ? `${counted(paidKept, 'bezahlte Zahlung bleibt', 'bezahlte Zahlungen bleiben')} bezahlt, offene gelten zum Preis des Ziels`
        : '',
    ]
      .filter(Boolean)
      .join('; '),
  removeSummary: (done: boolean, { count, refunds, refundCents, credits, fees }: BulkRemovalFigures) =>
    [
      `${kinder(count)} ${verb(done, count)} abgemeldet`,
      refunds > 0
        ? `${counted(refunds, 'Rückerstattung', 'Rückerstattungen')} über ${formatChf(refundCents)}`
        : '',
      credits > 0 ? `${counted(credits, 'Guthaben', 'Guthaben')} zurück` : '',
      fees > 0 ? counted(fees, 'Annullationsgebühr', 'Annullationsgebühren') : '',
    ]
      .filter(Boolean)
      .join('; '),

  // The panel.
  move: 'Verschieben',
  moveTitle: 'Kinder verschieben',
  target: 'Ziel',
  noTargets: 'Kein anderes Angebot dieser Art mit freien Plätzen.',
  targetOption: (title: string, when: string, seatsLeft: number) =>
    `${title} · ${when} · ${seatsLeft === 1 ? '1 Platz frei' : `${seatsLeft} Plätze frei`}`,
  remove: 'Abmelden',
  removeHint:
    'Es gelten die Regeln der Eltern-Abmeldung (Guthaben, Rückerstattung, Gebühr); die Eltern erhalten eine E-Mail.',
} as const;
