import type { ComponentType } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { paths } from '../lib/paths';
import { Guarded } from './guarded';
import { lazyPage } from './lazy-page';
import { NotFoundPage } from './not-found-page';
import { AppShell } from './shell/app-shell';

// The route table of parent-portal.md and admin-back-office.md, section 2. Every page but the 404 is its own
// chunk, so a parent never downloads the admin screens and the first load stays small. The router
// runs in declarative mode (BrowserRouter, useRoutes): the data router's loaders and actions are unused here and
// cost about 17 KB gzip on every first view (decision 028). The shell catches a page's errors and waits for its code.

const publicRoutes: RouteObject[] = [
  {
    index: true,
    Component: lazyPage(
      () => import('../features/landing/landing-page'),
      (m) => m.LandingPage,
    ),
  },
  {
    path: paths.schedule,
    Component: lazyPage(
      () => import('../features/schedule/schedule-page'),
      (m) => m.SchedulePage,
    ),
  },
  {
    path: paths.authCallback,
    Component: lazyPage(
      () => import('../features/auth/auth-callback-page'),
      (m) => m.AuthCallbackPage,
    ),
  },
];

const guestRoutes: RouteObject[] = [
  {
    path: paths.login,
    Component: lazyPage(
      () => import('../features/auth/login-page'),
      (m) => m.LoginPage,
    ),
  },
];

const onboardingRoutes: RouteObject[] = [
  {
    path: paths.onboarding,
    Component: lazyPage(
      () => import('../features/onboarding/onboarding-page'),
      (m) => m.OnboardingPage,
    ),
  },
];

const secondFactorRoutes: RouteObject[] = [
  {
    path: paths.secondFactor,
    Component: lazyPage(
      () => import('../features/second-factor/second-factor-page'),
      (m) => m.SecondFactorPage,
    ),
  },
];

const parentRoutes: RouteObject[] = [
  {
    path: paths.dashboard,
    Component: lazyPage(
      () => import('../features/dashboard/dashboard-page'),
      (m) => m.DashboardPage,
    ),
  },
  {
    path: paths.children,
    Component: lazyPage(
      () => import('../features/children/children-page'),
      (m) => m.ChildrenPage,
    ),
  },
  {
    path: paths.trainings,
    Component: lazyPage(
      () => import('../features/trainings/trainings-page'),
      (m) => m.TrainingsPage,
    ),
  },
  {
    path: paths.camps,
    Component: lazyPage(
      () => import('../features/camps/camps-page'),
      (m) => m.CampsPage,
    ),
  },
  {
    path: paths.payments,
    Component: lazyPage(
      () => import('../features/payments/payments-page'),
      (m) => m.PaymentsPage,
    ),
  },
  {
    path: paths.photos,
    Component: lazyPage(
      () => import('../features/photos/photos-page'),
      (m) => m.PhotosPage,
    ),
  },
  {
    path: paths.shop,
    Component: lazyPage(
      () => import('../features/shop/shop-page'),
      (m) => m.ShopPage,
    ),
  },
  {
    path: paths.contact,
    Component: lazyPage(
      () => import('../features/contact/contact-page'),
      (m) => m.ContactPage,
    ),
  },
  {
    path: paths.profile,
    Component: lazyPage(
      () => import('../features/profile/profile-page'),
      (m) => m.ProfilePage,
    ),
  },
  {
    path: paths.accountDeletion,
    Component: lazyPage(
      () => import('../features/my-data/account-deletion-page'),
      (m) => m.AccountDeletionPage,
    ),
  },
  {
    path: paths.testCheckout,
    Component: lazyPage(
      () => import('../features/test-checkout/test-checkout-page'),
      (m) => m.TestCheckoutPage,
    ),
  },
];

// The trainer area (issue 29): its own chunks, like every page.
const trainerRoutes: RouteObject[] = [
  {
    path: paths.trainer.home,
    Component: lazyPage(
      () => import('../features/trainer/trainer-page'),
      (m) => m.TrainerPage,
    ),
  },
  {
    path: paths.trainer.session,
    Component: lazyPage(
      () => import('../features/trainer/trainer-session-page'),
      (m) => m.TrainerSessionPage,
    ),
  },
];

// A back office page: its module is found through admin/admin-pages.ts, so the shell names one chunk for all of them.
type AdminPages = typeof import('../admin/admin-pages').adminPages;

function adminPage<M>(load: (pages: AdminPages) => Promise<M>, pick: (module: M) => ComponentType) {
  return lazyPage(async () => load((await import('../admin/admin-pages')).adminPages), pick);
}

const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.dashboard,
    Component: adminPage(
      (pages) => pages.dashboard(),
      (m) => m.AdminDashboardPage,
    ),
  },
  {
    path: paths.admin.trainers,
    Component: adminPage(
      (pages) => pages.trainers(),
      (m) => m.AdminTrainersPage,
    ),
  },
  {
    path: paths.admin.trainings,
    Component: adminPage(
      (pages) => pages.trainings(),
      (m) => m.AdminTrainingsPage,
    ),
  },
  {
    path: paths.admin.camps,
    Component: adminPage(
      (pages) => pages.camps(),
      (m) => m.AdminCampsPage,
    ),
  },
  {
    path: paths.admin.children,
    Component: adminPage(
      (pages) => pages.children(),
      (m) => m.AdminChildrenPage,
    ),
  },
  {
    path: paths.admin.parents,
    Component: adminPage(
      (pages) => pages.parents(),
      (m) => m.AdminParentsPage,
    ),
  },
  {
    path: paths.admin.payments,
    Component: adminPage(
      (pages) => pages.payments(),
      (m) => m.AdminPaymentsPage,
    ),
  },
  {
    path: paths.admin.subscriptions,
    Component: adminPage(
      (pages) => pages.subscriptions(),
      (m) => m.AdminSubscriptionsPage,
    ),
  },
  {
    path: paths.admin.photos,
    Component: adminPage(
      (pages) => pages.photos(),
      (m) => m.AdminPhotosPage,
    ),
  },
  {
    path: paths.admin.news,
    Component: adminPage(
      (pages) => pages.news(),
      (m) => m.AdminNewsPage,
    ),
  },
  {
    path: paths.admin.push,
    Component: adminPage(
      (pages) => pages.push(),
      (m) => m.AdminPushPage,
    ),
  },
  {
    path: paths.admin.administrators,
    Component: lazyPage(
      () => import('../admin/administrators/administrators-page'),
      (m) => m.AdminAdministratorsPage,
    ),
  },
  {
    path: paths.admin.auditLog,
    Component: adminPage(
      (pages) => pages.auditLog(),
      (m) => m.AdminAuditLogPage,
    ),
  },
  {
    path: paths.admin.participantsPrint,
    Component: lazyPage(
      () => import('../admin/participants/print-list-page'),
      (m) => m.AdminParticipantsPrintPage,
    ),
  },
];

export const routes: RouteObject[] = [
  {
    Component: AppShell,
    children: [
      ...publicRoutes,
      { element: <Guarded access="guest" />, children: guestRoutes },
      { element: <Guarded access="onboarding" />, children: onboardingRoutes },
      { element: <Guarded access="second-factor" />, children: secondFactorRoutes },
      { element: <Guarded access="parent" />, children: parentRoutes },
      { element: <Guarded access="admin" />, children: adminRoutes },
      { element: <Guarded access="trainer" />, children: trainerRoutes },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

/** The app's pages for the current address. */
export function AppRoutes() {
  return useRoutes(routes);
}
