// A payment's status and method as the parent and the admin read them: their own file, so a card that names a
// registration's payment (the dashboard's next training) does not carry the payments catalogue (decision 028).

export const paymentStatusLabels = {
  REQUIRES_PAYMENT: 'Offen',
  SUCCEEDED: 'Bezahlt',
  FAILED: 'Fehlgeschlagen',
  REFUNDED: 'Erstattet',
} as const;

export const paymentMethodLabels = {
  CREDIT: 'Guthaben',
  STRIPE_TWINT: 'TWINT (online)',
  STRIPE_ONLINE: 'Karte (online)',
  TWINT_MANUAL: 'TWINT (manuell)',
  CASH: 'Bar',
  GRATIS: 'Gratis',
  VOUCHER: 'Gutschein',
  ONLINE_TWINT: 'TWINT (online)',
  BANK_TRANSFER: 'Banküberweisung',
} as const;
