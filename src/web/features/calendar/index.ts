// The calendar subscription: the profile's "Kalender abonnieren" section.
export { CalendarFeedSection } from './calendar-feed-section';
