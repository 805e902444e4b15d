// The admin's camp screen (/admin/camps) with its flyer upload and participants panel. The spec's own texts
// (required fields, flyer type and size, add-child errors) live in forms.ts and admin.ts; these are the screen's
// labels in the same tone.
import { CAMP_CANCELLATION_FEE_CENTS } from '../constants';
import { formatChf } from '../money';

const registrations = (count: number) => (count === 1 ? '1 Anmeldung' : `${count} Anmeldungen`);

export const adminCampsMessages = {
  pageTitle: 'Camps',
  description: 'Camps erfassen, Flyer hochladen und Teilnehmende verwalten.',
  add: 'Camp erfassen',
  addTitle: 'Neues Camp',
  editTitle: 'Camp bearbeiten',
  upcoming: 'Kommende',
  past: 'Vergangene',
  listLabel: (tab: string) => `${tab} Camps`,
  emptyUpcoming: 'Keine kommenden Camps.',
  emptyPast: 'Keine vergangenen Camps.',
  page: (page: number, pages: number) => `Seite ${page} von ${pages}`,
  previous: 'Zurück',
  next: 'Weiter',

  // The form
  name: 'Name',
  location: 'Standort',
  startDate: 'Startdatum',
  endDate: 'Enddatum',
  endDateHint: 'Leer lassen für ein eintägiges Camp.',
  startTime: 'Beginn',
  endTime: 'Ende',
  capacity: 'Kapazität',
  price: 'Preis (CHF)',
  poweredBy: 'Powered by',
  poweredByHint: 'Partnerverein oder Sponsor, z. B. FC Rotkreuz.',
  campDescription: 'Beschreibung',
  save: 'Speichern',
  create: 'Camp erfassen',
  cancel: 'Abbrechen',

  // The card
  capacityBadge: (n: number) => `Kapazität ${n}`,
  registrationsBadge: (n: number) => registrations(n),
  participants: 'Teilnehmende',
  edit: 'Bearbeiten',
  delete: 'Löschen',
  flyerLink: 'Flyer ansehen',
  noFlyer: 'Kein Flyer',

  // Flyer
  flyer: 'Flyer',
  flyerFile: 'Flyer-Datei',
  flyerHint: 'JPG, PNG oder WebP, höchstens 3 MB.',
  flyerCurrent: 'Aktueller Flyer',
  flyerReplaceHint: 'Eine neue Datei ersetzt den aktuellen Flyer beim Speichern.',
  flyerDelete: 'Flyer löschen',
  flyerDeleteTitle: 'Flyer löschen',
  confirmFlyerDelete: (camp: string) => `Möchten Sie den Flyer von «${camp}» wirklich löschen?`,
  flyerDeleted: 'Flyer gelöscht.',
  flyerUploaded: 'Flyer hochgeladen.',
  flyerUploadFailed: (reason: string) => `Das Camp wurde gespeichert, der Flyer aber nicht: ${reason}`,

  // Notices
  created: 'Camp erfasst.',
  saved: 'Camp gespeichert.',
  deleted: 'Camp gelöscht.',
  deletedWithCancellations: (count: number) =>
    `Camp gelöscht. ${count === 1 ? '1 Anmeldung wurde' : `${count} Anmeldungen wurden`} abgemeldet, die Eltern erhalten eine E-Mail.`,
  confirmDeleteTitle: 'Camp löschen',
  confirmDelete: (name: string, dates: string) => `Möchten Sie «${name}» (${dates}) wirklich löschen?`,
  confirmDeleteWithBookings: (count: number) =>
    `Dieses Camp hat ${registrations(count)}. Beim Löschen werden alle Kinder abgemeldet (bezahlte Anmeldungen werden abzüglich ${formatChf(CAMP_CANCELLATION_FEE_CENTS)} Gebühr zurückerstattet) und die Eltern per E-Mail informiert.`,
  deleteAndCancel: 'Abmelden und löschen',
  capacityBelowBookings: (registered: number) =>
    `Die Kapazität darf nicht kleiner sein als die ${registered} bestehenden Anmeldungen.`,

  // Participants panel
  confirmRemove: (name: string) =>
    `Möchten Sie ${name} von diesem Camp abmelden? Eine bezahlte Anmeldung wird abzüglich ${formatChf(CAMP_CANCELLATION_FEE_CENTS)} Gebühr zurückerstattet, die Eltern erhalten eine E-Mail.`,
  removed: (name: string, refundCents: number, feeCents: number) =>
    refundCents > 0 || feeCents > 0
      ? `${name} abgemeldet. Rückerstattung ${formatChf(refundCents)}, Gebühr ${formatChf(feeCents)}.`
      : `${name} abgemeldet.`,
} as const;
