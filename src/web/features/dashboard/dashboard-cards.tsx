import type { ComponentType } from 'react';
import { PartnerOffersCard } from '../family';
import { NewsCard } from '../news/news-card';
import { OpenPaymentsCard } from '../payments/open-payments-card';
import { LatestPhotosCard } from '../photos/latest-photos-card';
import { PushBanner } from '../push';
import { NextTrainingCard } from './next-training-card';

// The dashboard is a column of cards in the spec's order (parent-portal.md section 2): push banner, Neuigkeiten,
// Nächste TIZ Training, Offene Zahlungen, Fotos; an offer to link as second parent shows above them while it waits
// for an answer (decision 012). Each card is its own component that loads its own data; a feature adds its card by
// importing it here and putting it in its place in the list.
export const dashboardCards: { id: string; Card: ComponentType }[] = [
  { id: 'push-banner', Card: PushBanner },
  { id: 'partner-offers', Card: PartnerOffersCard },
  { id: 'news', Card: NewsCard },
  { id: 'next-training', Card: NextTrainingCard },
  { id: 'open-payments', Card: OpenPaymentsCard },
  { id: 'photos', Card: LatestPhotosCard },
];
