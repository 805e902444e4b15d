// The provider's public branding and contact (PROVIDER_* settings), answered by `GET /api/branding`.
export interface Branding {
  providerName: string;
  /** Null when the provider set none: the app's own mark is drawn instead. */
  logoUrl: string | null;
  termsUrl: string;
  infoUrl: string;
  poweredByUrl: string;
  contact: { email: string; phone: string; address: string };
  /** A QR-IBAN is configured: open payments can be downloaded as QR-bills (decision 034). */
  qrBill: boolean;
}

/** The app's icon as a raster image, where a drawn mark cannot go: push notifications, mails. */
export const APP_ICON = '/icons/icon-192.png';
