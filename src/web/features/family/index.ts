// "Elternteil 2" on the web: the link's state and actions (the Meine Kinder section) and the offers notice
// (profile and dashboard).
export { useSecondParent, useSecondParentActions } from './family-queries';
export { PartnerOffersCard } from './partner-offers-card';
