import type { Role } from '@domain/profile-completeness';

// Every route of the app, as in the spec's route tables (parent-portal.md and admin-back-office.md, section 2).
// Links and redirects use these constants, never string literals.
export const paths = {
  home: '/',
  login: '/login',
  authCallback: '/auth/callback',
  schedule: '/schedule',
  onboarding: '/onboarding',
  /** An admin's second factor: enrolment at the first admin sign-in, verification at every later one. */
  secondFactor: '/zweiter-faktor',
  dashboard: '/dashboard',
  children: '/meine-kinder',
  trainings: '/tiz-trainings',
  camps: '/camps',
  payments: '/zahlungen',
  photos: '/fotos',
  shop: '/shop',
  contact: '/kontakt',
  profile: '/profile',
  /** "Konto löschen" of the profile's "Meine Daten" (issue 18). */
  accountDeletion: '/profile/konto-loeschen',
  /** The built-in test checkout (only without Stripe, never in production). */
  testCheckout: '/testzahlung/:checkoutId',
  /** The trainer area (issue 29): the trainer's sessions, and one of them at the pitch. */
  trainer: {
    home: '/trainer',
    session: '/trainer/:kind/:offerId',
  },
  admin: {
    dashboard: '/admin',
    trainers: '/admin/trainer',
    trainings: '/admin/trainings',
    camps: '/admin/camps',
    children: '/admin/kinder',
    parents: '/admin/eltern',
    payments: '/admin/zahlungen',
    subscriptions: '/admin/abo',
    photos: '/admin/fotos',
    news: '/admin/neuigkeiten',
    push: '/admin/push',
    /** Not a menu entry: reached from the dashboard's quick access (second factor resets). */
    administrators: '/admin/administratoren',
    /** Not a menu entry: reached from the dashboard's quick access. */
    auditLog: '/admin/protokoll',
    /** Not a menu entry: the printable participants list, opened from a training's or camp's participants. */
    participantsPrint: '/admin/teilnehmerliste/:kind/:offerId',
  },
} as const;

/** The printable participants list of a training or camp, its title shown on the sheet. */
export function participantsPrintPath(kind: 'training' | 'camp', offerId: string, title: string): string {
  const path = paths.admin.participantsPrint
    .replace(':kind', kind)
    .replace(':offerId', encodeURIComponent(offerId));
  return `${path}?${new URLSearchParams({ titel: title })}`;
}

/** Where sign-in and onboarding go when no (valid) redirectTo is given: admins to the back office, parents home. */
function homeFor(role: Role): string {
  return role === 'admin' ? paths.admin.dashboard : paths.dashboard;
}

export function isTrainerPath(pathname: string): boolean {
  return pathname === paths.trainer.home || pathname.startsWith(`${paths.trainer.home}/`);
}

export function isAdminPath(pathname: string): boolean {
  return pathname === paths.admin.dashboard || pathname.startsWith(`${paths.admin.dashboard}/`);
}

/**
 * A redirect target from a query string, accepted only as a path on this site: "//evil.example" or
 * "https://..." would turn the login into an open redirect. Undefined for anything else.
 */
export function sameSitePath(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}

/** The redirectTo of a query string when it is safe, else the signed-in user's home. */
export function safeRedirect(value: string | null | undefined, role: Role): string {
  return sameSitePath(value) ?? homeFor(role);
}

export function loginPath(redirectTo?: string): string {
  return redirectTo ? `${paths.login}?redirectTo=${encodeURIComponent(redirectTo)}` : paths.login;
}

export function secondFactorPath(redirectTo: string): string {
  return `${paths.secondFactor}?redirectTo=${encodeURIComponent(redirectTo)}`;
}

export function onboardingPath(redirectTo: string): string {
  return `${paths.onboarding}?redirectTo=${encodeURIComponent(redirectTo)}`;
}

/** A trainer's session page; `kind` as the trainer API names it. */
export function trainerSessionPath(kind: 'training' | 'camp', offerId: string): string {
  return paths.trainer.session
    .replace(':kind', kind === 'training' ? 'trainings' : 'camps')
    .replace(':offerId', encodeURIComponent(offerId));
}
