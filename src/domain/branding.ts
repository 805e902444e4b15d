// The provider's public branding and contact (PROVIDER_* settings), answered by `GET /api/branding`.
export interface Branding {
  providerName: string;
  logoUrl: string;
  termsUrl: string;
  infoUrl: string;
  poweredByUrl: string;
  contact: { email: string; phone: string; address: string };
}
