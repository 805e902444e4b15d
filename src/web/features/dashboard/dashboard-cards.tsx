import { usePrefetchQuery } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { type CodeOnDemand, codeOnDemand, useLoaded } from '../../lib/code-on-demand';
import { trainingsQuery, useTrainings } from '../bookings/booking-queries';
import { NewsCard } from '../news/news-card';
import { newsQuery, useNews } from '../news/news-queries';
import { openPaymentsCountQuery, useOpenPaymentsCount } from '../payments/open-payments-query';
import { latestPhotosQuery, useLatestPhotos } from '../photos/photos-queries';
import { usePartnerOffersCard } from './partner-offers-code';
import type * as SideCards from './side-cards';

/**
 * Where a card sits from lg up: `full` across the page, `main` in the left column, `side` in the right one. Below lg
 * every card is in one column, in the list's order.
 */
export type DashboardPlace = 'full' | 'main' | 'side';

export interface DashboardCard {
  id: string;
  place: DashboardPlace;
  Card: ComponentType;
  /**
   * A card that loads an answer before it has anything to show: until the first one is there its place holds a
   * skeleton of `skeleton`'s height (the card's with the demo family's data), so the cards below it hardly move when
   * it arrives and each card shows as soon as its own answer is there. The notices across the top have none: the
   * overview waits until it knows whether they show (use-notices-ready.ts). A card whose answer came with the
   * server-drawn page (app/first-view/first-view-answers.ts) is drawn at once, on the server too.
   */
  loading?: {
    useWaiting: () => boolean;
    skeleton: string;
    /**
     * The card's code, when it is not in the page's first download: loaded once the skeleton comes near the screen,
     * and the skeleton stays until it is there.
     */
    code?: CodeOnDemand<unknown>;
  };
}

// Below the news on a phone's first screen: their code loads when their places come near it (dashboard-page.tsx).
const sideCards = codeOnDemand(() => import('./side-cards'));

/** The side column's card `name`, drawn from its chunk (the skeleton holds the place until it is there). */
function SideCard({ name }: { name: keyof typeof SideCards }) {
  const Card = useLoaded(sideCards)?.[name];
  return Card ? <Card /> : null;
}

/**
 * Asks for every card's first answer as the page mounts (the cards' own queries, same keys: nothing is asked twice),
 * so they travel beside the notices' answers instead of after them. Asked, not subscribed to: a page subscribed to
 * them drew the whole overview again for each answer, where each card draws for its own (a long task each on a
 * slow phone).
 */
export function useCardAnswers(): void {
  usePrefetchQuery(newsQuery);
  usePrefetchQuery(trainingsQuery);
  usePrefetchQuery(openPaymentsCountQuery);
  usePrefetchQuery(latestPhotosQuery);
}

function PartnerOffersWhenOffered() {
  const { offered, Card } = usePartnerOffersCard();
  // Once there it stays mounted, for its notice after the last answer.
  const [wanted, setWanted] = useState(false);
  if (offered && !wanted) setWanted(true);
  return wanted && Card ? <Card /> : null;
}

// The dashboard's cards in the spec's order (parent-portal.md section 2): Neuigkeiten, Nächste TIZ Training, Offene
// Zahlungen, Fotos (the push banner is a card of the shell's bottom stack, pwa/pwa-banners.tsx); an offer to link as second parent shows above them while it waits for an answer
// (decision 012). Each card is its own component that loads its own data; a feature adds its card by importing it
// here and putting it in its place in the list. The places keep that order when the columns are stacked on a phone:
// the full-width notices, then the main column, then the side column.
export const dashboardCards: DashboardCard[] = [
  { id: 'partner-offers', place: 'full', Card: PartnerOffersWhenOffered },
  {
    id: 'news',
    place: 'main',
    Card: NewsCard,
    // Taller than what a phone's screen has left below the notices: the cards under it stay out of view until the
    // news is there, however long it turns out.
    loading: { useWaiting: () => useNews().isPending, skeleton: 'h-[44rem]' },
  },
  {
    id: 'next-training',
    place: 'side',
    Card: () => <SideCard name="NextTrainingCard" />,
    loading: { useWaiting: () => useTrainings().isPending, skeleton: 'h-[27rem]', code: sideCards },
  },
  {
    id: 'open-payments',
    place: 'side',
    Card: () => <SideCard name="OpenPaymentsCard" />,
    loading: { useWaiting: () => useOpenPaymentsCount().isPending, skeleton: 'h-28', code: sideCards },
  },
  {
    id: 'photos',
    place: 'side',
    Card: () => <SideCard name="LatestPhotosCard" />,
    loading: { useWaiting: () => useLatestPhotos().isPending, skeleton: 'h-56', code: sideCards },
  },
];
