import type { secureHeaders } from 'hono/secure-headers';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

// What the browser may load and run for our pages (docs/architecture.md section 8). Every script is a file of
// our own origin (the build has no inline script; tests/e2e/csp.spec.ts visits every page and fails on any
// violation). Payment is a navigation to Stripe's hosted checkout (window.location), which no directive
// governs, so no Stripe origin is listed. Images may come from other https origins: a provider's logo
// (PROVIDER_LOGO_URL) and news pictures are links an admin sets; an image can show something but never run
// anything.
export const appContentSecurityPolicy: NonNullable<SecureHeadersOptions['contentSecurityPolicy']> = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  // Radix dialogs lock the page's scroll with a <style> element they write at run time (react-remove-scroll-bar,
  // its content depends on the scrollbar's width, so no hash fits). Style attributes stay refused.
  styleSrcElem: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
};

/** No page of ours uses these powers; a script that slipped in must not either. */
export const appPermissionsPolicy: NonNullable<SecureHeadersOptions['permissionsPolicy']> = {
  accelerometer: [],
  camera: [],
  geolocation: [],
  gyroscope: [],
  magnetometer: [],
  microphone: [],
  payment: [],
  usb: [],
};

/**
 * The dev outbox page (/dev/mail): no script at all; its own <style> and each mail's inline styles (a mail is
 * shown in a sandboxed srcdoc frame, which inherits this policy) are allowed, and a mail's images from anywhere.
 */
export const devMailContentSecurityPolicy = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src * data:',
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
