import type { RouteObject } from 'react-router';
import { LandingPage } from '../features/landing/landing-page';
import { paths } from '../lib/paths';
import { PageSpinner } from '../ui';
import { Guarded } from './guarded';
import { lazyPage } from './lazy-page';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';
import { AppShell } from './shell/app-shell';

// The route table of parent-portal.md and admin-back-office.md, section 2. Every page but the landing and the
// 404 is its own chunk, so a parent never downloads the admin screens and the first load stays small.

const publicRoutes: RouteObject[] = [
  { index: true, Component: LandingPage },
  {
    path: paths.schedule,
    lazy: lazyPage(
      () => import('../features/schedule/schedule-page'),
      (m) => m.SchedulePage,
    ),
  },
  {
    path: paths.authCallback,
    lazy: lazyPage(
      () => import('../features/auth/auth-callback-page'),
      (m) => m.AuthCallbackPage,
    ),
  },
];

const guestRoutes: RouteObject[] = [
  {
    path: paths.login,
    lazy: lazyPage(
      () => import('../features/auth/login-page'),
      (m) => m.LoginPage,
    ),
  },
];

const onboardingRoutes: RouteObject[] = [
  {
    path: paths.onboarding,
    lazy: lazyPage(
      () => import('../features/onboarding/onboarding-page'),
      (m) => m.OnboardingPage,
    ),
  },
];

const parentRoutes: RouteObject[] = [
  {
    path: paths.dashboard,
    lazy: lazyPage(
      () => import('../features/dashboard/dashboard-page'),
      (m) => m.DashboardPage,
    ),
  },
  {
    path: paths.children,
    lazy: lazyPage(
      () => import('../features/children/children-page'),
      (m) => m.ChildrenPage,
    ),
  },
  {
    path: paths.trainings,
    lazy: lazyPage(
      () => import('../features/trainings/trainings-page'),
      (m) => m.TrainingsPage,
    ),
  },
  {
    path: paths.camps,
    lazy: lazyPage(
      () => import('../features/camps/camps-page'),
      (m) => m.CampsPage,
    ),
  },
  {
    path: paths.payments,
    lazy: lazyPage(
      () => import('../features/payments/payments-page'),
      (m) => m.PaymentsPage,
    ),
  },
  {
    path: paths.photos,
    lazy: lazyPage(
      () => import('../features/photos/photos-page'),
      (m) => m.PhotosPage,
    ),
  },
  {
    path: paths.shop,
    lazy: lazyPage(
      () => import('../features/shop/shop-page'),
      (m) => m.ShopPage,
    ),
  },
  {
    path: paths.contact,
    lazy: lazyPage(
      () => import('../features/contact/contact-page'),
      (m) => m.ContactPage,
    ),
  },
  {
    path: paths.profile,
    lazy: lazyPage(
      () => import('../features/profile/profile-page'),
      (m) => m.ProfilePage,
    ),
  },
  {
    path: paths.testCheckout,
    lazy: lazyPage(
      () => import('../features/test-checkout/test-checkout-page'),
      (m) => m.TestCheckoutPage,
    ),
  },
];

const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.dashboard,
    lazy: lazyPage(
      () => import('../admin/dashboard/dashboard-page'),
      (m) => m.AdminDashboardPage,
    ),
  },
  {
    path: paths.admin.trainers,
    lazy: lazyPage(
      () => import('../admin/trainers/trainers-page'),
      (m) => m.AdminTrainersPage,
    ),
  },
  {
    path: paths.admin.trainings,
    lazy: lazyPage(
      () => import('../admin/trainings/trainings-page'),
      (m) => m.AdminTrainingsPage,
    ),
  },
  {
    path: paths.admin.camps,
    lazy: lazyPage(
      () => import('../admin/camps/camps-page'),
      (m) => m.AdminCampsPage,
    ),
  },
  {
    path: paths.admin.children,
    lazy: lazyPage(
      () => import('../admin/children/children-page'),
      (m) => m.AdminChildrenPage,
    ),
  },
  {
    path: paths.admin.parents,
    lazy: lazyPage(
      () => import('../admin/parents/parents-page'),
      (m) => m.AdminParentsPage,
    ),
  },
  {
    path: paths.admin.payments,
    lazy: lazyPage(
      () => import('../admin/payments/payments-page'),
      (m) => m.AdminPaymentsPage,
    ),
  },
  {
    path: paths.admin.subscriptions,
    lazy: lazyPage(
      () => import('../admin/subscriptions/subscriptions-page'),
      (m) => m.AdminSubscriptionsPage,
    ),
  },
  {
    path: paths.admin.photos,
    lazy: lazyPage(
      () => import('../admin/photos/photos-page'),
      (m) => m.AdminPhotosPage,
    ),
  },
  {
    path: paths.admin.news,
    lazy: lazyPage(
      () => import('../admin/news/news-page'),
      (m) => m.AdminNewsPage,
    ),
  },
  {
    path: paths.admin.push,
    lazy: lazyPage(
      () => import('../admin/push/push-page'),
      (m) => m.AdminPushPage,
    ),
  },
  {
    path: paths.admin.auditLog,
    lazy: lazyPage(
      () => import('../admin/audit-log/audit-log-page'),
      (m) => m.AdminAuditLogPage,
    ),
  },
];

export const routes: RouteObject[] = [
  {
    Component: AppShell,
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    children: [
      {
        // Errors of a page render inside the shell, so the menu stays usable.
        ErrorBoundary: RouteError,
        children: [
          ...publicRoutes,
          { element: <Guarded access="guest" />, children: guestRoutes },
          { element: <Guarded access="onboarding" />, children: onboardingRoutes },
          { element: <Guarded access="parent" />, children: parentRoutes },
          { element: <Guarded access="admin" />, children: adminRoutes },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
