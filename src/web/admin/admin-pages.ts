// The back office's pages, each its own chunk as before, reached through this one small module: the route table in
// the shell names only it, so the list of every back office chunk and the files each one needs (the preload lists
// the build writes beside each dynamic import) stays out of every parent's first view (decision 028). A back office
// page costs one more small request on its first visit.
export const adminPages = {
  dashboard: () => import('./dashboard/dashboard-page'),
  trainers: () => import('./trainers/trainers-page'),
  trainings: () => import('./trainings/trainings-page'),
  camps: () => import('./camps/camps-page'),
  children: () => import('./children/children-page'),
  parents: () => import('./parents/parents-page'),
  payments: () => import('./payments/payments-page'),
  subscriptions: () => import('./subscriptions/subscriptions-page'),
  photos: () => import('./photos/photos-page'),
  news: () => import('./news/news-page'),
  push: () => import('./push/push-page'),
  auditLog: () => import('./audit-log/audit-log-page'),
};
