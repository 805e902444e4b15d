// The provider's public branding and contact (PROVIDER_* settings), answered by `GET /api/branding`.
export interface Branding {
  providerName: string;
  logoUrl: string;
  termsUrl: string;
  infoUrl: string;
  poweredByUrl: string;
  contact: { email: string; phone: string; address: string };
  /** A QR-IBAN is configured: open payments can be downloaded as QR-bills (decision 034). */
  qrBill: boolean;
}
