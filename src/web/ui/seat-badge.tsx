import { type SeatBadgeKind, seatBadge } from '@domain/bookings/seat-badge';
import { Badge } from './badge';

/** Red "Ausgebucht" at 0, yellow below 10 (trainings) or 5 (camps) free seats, green otherwise. */
export function SeatBadge({ seatsLeft, kind }: { seatsLeft: number; kind: SeatBadgeKind }) {
  const { tone, label } = seatBadge(seatsLeft, kind);
  return <Badge tone={tone}>{label}</Badge>;
}
