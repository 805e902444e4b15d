// The seats left on an offer's card: a file of its own, so the dashboard's next training does not carry the
// bookings' cancellation texts (decision 028).
export const seatBadgeMessages = {
  full: 'Ausgebucht',
  seatsFree: (count: number) => (count === 1 ? '1 Platz frei' : `${count} Plätze frei`),
} as const;
