// The cards of the dashboard's side column (dashboard-cards.tsx): one chunk, loaded when their places come near the
// screen. On a phone they are below the news; their code (the offer facts, the registration list, payment labels,
// the photos' texts) was a third of the dashboard's own first download.

export { OpenPaymentsCard } from '../payments/open-payments-card';
export { LatestPhotosCard } from '../photos/latest-photos-card';
export { NextTrainingCard } from './next-training-card';
