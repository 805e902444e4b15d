// The admin's "Abos" screen (/admin/abo, admin-back-office.md sections 2, 3, 6 and 8): credit packs by tab, their
// details, expire or cancel after confirmation, and a pack granted to a parent who paid in person.
import { CREDIT_PACK_CREDITS } from '../constants';
import type { AdminPackOrigin, AdminPackTab } from '../payments/credit-packs-admin-api';

/** The server's refusals (spread into the error catalogue). */
export const adminPacksErrorMessages = {
  PACK_NOT_ACTIVE: 'Nur aktive Abos können ablaufen oder storniert werden.',
  SHOP_ORDER_FULFILLED: 'Für diese Bestellung wurde bereits ein Abo erfasst.',
  SHOP_ORDER_NOT_PACK: 'Diese Bestellung ist keine offene «Abo 10+1»-Bestellung dieses Elternteils.',
} as const;

export const adminPacksMessages = {
  pageTitle: 'Abos',
  description: `Guthaben-Abos (${CREDIT_PACK_CREDITS - 1}+1) der Eltern: aktive, abgelaufene und stornierte.`,
  tabs: { active: 'Aktiv', expired: 'Abgelaufen', cancelled: 'Storniert' } satisfies Record<
    AdminPackTab,
    string
  >,
  tabsLabel: 'Abos nach Status',
  stats: {
    activePacks: 'Aktive Abos',
    creditsOutstanding: 'Offene Guthaben',
    outstandingValue: 'Wert offene Guthaben',
    expiringSoon: 'Laufen in 30 Tagen ab',
  },
  statsLabel: 'Kennzahlen der Abos',
  search: 'Suche nach Name oder E-Mail',
  listLabel: 'Abos',
  empty: 'Keine Abos in dieser Ansicht.',
  parent: 'Elternteil',
  credits: 'Guthaben',
  remaining: (remaining: number, total: number) => `${remaining} / ${total}`,
  price: 'Bezahlt',
  method: 'Zahlungsart',
  created: 'Erstellt',
  expires: 'Gültig bis',
  neverExpires: 'Unbegrenzt',
  status: 'Status',
  origin: 'Herkunft',
  legacy: 'Legacy',
  lowCredit: 'Wenig Guthaben',
  pastExpiry: 'Abgelaufen (Datum)',
  details: 'Details',
  detailsTitle: 'Abo-Details',
  origins: {
    PURCHASE: 'Kauf',
    REFUND: 'Rückerstattung eines Gratis-Guthabens',
    ADMIN: 'Vom Admin erfasst (vor Ort bezahlt)',
    LEGACY: 'Legacy (übernommen)',
  } satisfies Record<AdminPackOrigin, string>,
  originPayment: (childName: string, title: string | null) =>
    `Aus der Zahlung für ${childName}${title ? `, ${title}` : ''}`,
  history: 'Verbrauch',
  historyEmpty: 'Noch kein Guthaben verbraucht.',
  child: 'Kind',
  training: 'Training',
  date: 'Datum',
  refunded: 'Erstattet',
  used: 'Verbraucht',
  expire: 'Ablaufen lassen',
  cancel: 'Stornieren',
  confirmExpireTitle: 'Abo ablaufen lassen?',
  confirmCancelTitle: 'Abo stornieren?',
  confirmExpire: (name: string, remaining: number) =>
    `Das Abo von ${name} läuft sofort ab. ${remaining} offene Guthaben verfallen.`,
  confirmCancel: (name: string, remaining: number) =>
    `Das Abo von ${name} wird storniert. ${remaining} offene Guthaben verfallen.`,
  /** The spec's failure texts of expire and cancel (admin-back-office.md section 8: "Ablaufen / Stornieren"). */
  expireFailed: 'Fehler beim Ablaufen des Abos',
  cancelFailed: 'Fehler beim Stornieren des Abos',
  expired: 'Abo abgelaufen.',
  cancelled: 'Abo storniert.',
  grant: 'Abo erfassen',
  grantTitle: 'Abo erfassen (vor Ort bezahlt)',
  grantHint: 'Für ein vor Ort bezahltes Abo, z. B. eine Shop-Bestellung «Abo 10+1».',
  grantParentSearch: 'Elternteil suchen',
  grantNoParents: 'Keine Eltern gefunden',
  grantChosen: (name: string) => `Ausgewählt: ${name}`,
  grantMethod: 'Bezahlt mit',
  grantPrice: 'Betrag (CHF)',
  grantCredits: 'Anzahl Guthaben',
  grantSubmit: 'Abo erfassen',
  grantChooseParent: 'Bitte einen Elternteil auswählen.',
  grantInvalidPrice: 'Bitte einen gültigen Betrag eingeben.',
  grantInvalidCredits: 'Bitte eine Anzahl Guthaben zwischen 1 und 100 eingeben.',
  granted: (name: string) => `Abo für ${name} erfasst.`,
  grantFailed: 'Fehler beim Erfassen des Abos',
  grantOrder: 'Shop-Bestellung',
  grantNoOrder: 'Ohne Bestellung',
  orderLabel: (date: string, quantity: number, price: string) =>
    `Bestellung vom ${date}: ${quantity} × Abo 10+1, ${price}`,
  openOrders: 'Offene Abo-Bestellungen',
  openOrdersHint: 'Im Shop bestellt und vor Ort zu bezahlen: nach der Zahlung das Abo erfassen.',
  orderedAt: 'Bestellt am',
  orderPacks: 'Abos',
  orderGrant: 'Abo erfassen',
  orderGrantFor: (name: string) => `Abo für ${name} erfassen`,
  loadFailed: 'Abos konnten nicht geladen werden.',
  /** How the audit log names a pack. */
  auditSubject: (parentName: string) => `Abo von ${parentName}`,
} as const;
