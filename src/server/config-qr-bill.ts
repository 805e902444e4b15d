import { z } from 'zod';
import { compactIban, isIban, isQrIban } from '../domain/payments/iban';
import { toQrText, unrepresentableInQr } from '../domain/payments/qr-text';

// The provider's account and address on the QR-bill (issue 17, decision 034). Outside production an unset
// PROVIDER_QR_IBAN means the demo's: the QR-IBAN of SIX's examples with a Rotkreuz address, so `npm start` shows
// the bill. In production unset means no QR-bill, as `none` does everywhere; an own QR-IBAN needs its address.
// The QR code carries only the QR-bill's characters (domain/payments/qr-text.ts): typography is reduced to its
// stand-in (an en dash to a hyphen), and a value with characters it cannot show at all refuses the start.

const DEMO_QR_IBAN = 'CH4431999123000889012';

/** The demo's address, one value per variable; used only with the demo's QR-IBAN. */
const DEMO_ADDRESS = {
  PROVIDER_STREET: 'Bahnhofstrasse',
  PROVIDER_BUILDING_NUMBER: '1',
  PROVIDER_POSTCODE: '6343',
  PROVIDER_TOWN: 'Rotkreuz',
  PROVIDER_COUNTRY: 'CH',
} as const;

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

export const qrBillEnv = {
  PROVIDER_QR_IBAN: optional,
  PROVIDER_STREET: optional,
  PROVIDER_BUILDING_NUMBER: optional,
  PROVIDER_POSTCODE: optional,
  PROVIDER_TOWN: optional,
  PROVIDER_COUNTRY: optional,
};

type QrBillEnv = { [K in keyof typeof qrBillEnv]: string | undefined } & {
  NODE_ENV: string;
  PROVIDER_NAME: string;
};

/** The creditor as the QR-bill prints it (swissqrbill's Creditor: account + structured address). */
export interface QrBillCreditor {
  account: string;
  name: string;
  address: string;
  buildingNumber?: string;
  zip: string;
  city: string;
  country: string;
}

// The lengths the Swiss Implementation Guidelines allow per field of a structured address.
const LIMITS = {
  PROVIDER_NAME: 70,
  PROVIDER_STREET: 70,
  PROVIDER_BUILDING_NUMBER: 16,
  PROVIDER_POSTCODE: 16,
  PROVIDER_TOWN: 35,
} as const;

type Refuse = (variable: keyof QrBillEnv, message: string) => void;

/** The creditor of the QR-bill, or null when there is none; every refusal names its variable. */
export function qrBillCreditorOf(env: QrBillEnv, refuse: Refuse): QrBillCreditor | null {
  const raw = env.PROVIDER_QR_IBAN;
  if (raw?.toLowerCase() === 'none') return null;
  if (raw === undefined && env.NODE_ENV === 'production') return null;
  const demo = raw === undefined;
  const account = demo ? DEMO_QR_IBAN : compactIban(raw);
  if (!isIban(account)) {
    refuse('PROVIDER_QR_IBAN', 'keine gültige IBAN (Prüfziffer oder Länge falsch)');
    return null;
  }
  if (!isQrIban(account)) {
    refuse(
      'PROVIDER_QR_IBAN',
      'keine QR-IBAN: die Institutions-Identifikation (Stellen 5-9) muss zwischen 30000 und 31999 liegen',
    );
    return null;
  }
  let ok = true;
  // Each text field as the QR code will carry it; characters it cannot show at all are refused, naming them.
  const shown = (variable: keyof typeof LIMITS, value: string | undefined): string | undefined => {
    if (value === undefined) return undefined;
    const unshowable = unrepresentableInQr(value);
    if (unshowable.length > 0) {
      refuse(
        variable,
        `enthält Zeichen, die die QR-Rechnung nicht kennt: ${unshowable.map((c) => `«${c}»`).join(' ')}`,
      );
      ok = false;
    }
    const reduced = toQrText(value);
    if (reduced.length > LIMITS[variable]) {
      refuse(variable, `zu lang für die QR-Rechnung (höchstens ${LIMITS[variable]} Zeichen)`);
      ok = false;
    }
    return reduced;
  };
  const pick = (variable: keyof typeof DEMO_ADDRESS) =>
    env[variable] ?? (demo ? DEMO_ADDRESS[variable] : undefined);
  const required = (variable: keyof typeof DEMO_ADDRESS & keyof typeof LIMITS): string => {
    const value = pick(variable);
    if (value) return shown(variable, value) ?? '';
    refuse(
      variable,
      'fehlt: die QR-Rechnung braucht die Adresse des Anbieters (PROVIDER_QR_IBAN ist gesetzt)',
    );
    ok = false;
    return '';
  };
  const name = env.PROVIDER_NAME.trim();
  const creditor: QrBillCreditor = {
    account,
    name: shown('PROVIDER_NAME', name) ?? '',
    address: required('PROVIDER_STREET'),
    buildingNumber: shown('PROVIDER_BUILDING_NUMBER', pick('PROVIDER_BUILDING_NUMBER')),
    zip: required('PROVIDER_POSTCODE'),
    city: required('PROVIDER_TOWN'),
    country: (pick('PROVIDER_COUNTRY') ?? 'CH').toUpperCase(),
  };
  if (!name) {
    refuse('PROVIDER_NAME', 'fehlt: die QR-Rechnung nennt den Anbieter als Empfänger');
    ok = false;
  }
  if (!/^[A-Z]{2}$/.test(creditor.country)) {
    refuse('PROVIDER_COUNTRY', 'muss ein Ländercode aus zwei Buchstaben sein (z.B. CH)');
    ok = false;
  }
  return ok ? creditor : null;
}
