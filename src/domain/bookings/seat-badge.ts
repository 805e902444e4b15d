// The free-seat badge on training and camp cards, shared by the parent portal, the schedule and the back office.
import { CAMP_SEAT_WARNING_BELOW, SESSION_SEAT_WARNING_BELOW } from '../constants';
import { seatBadgeMessages } from '../messages/seat-badge';

type SeatBadgeTone = 'red' | 'yellow' | 'green';
export type SeatBadgeKind = 'session' | 'camp';

export interface SeatBadge {
  tone: SeatBadgeTone;
  label: string;
}

/** Free seats: capacity minus active registrations, never negative (an admin may overbook or lower capacity). */
export function seatsLeft(capacity: number, activeCount: number): number {
  return Math.max(0, capacity - activeCount);
}

const WARNING_BELOW: Record<SeatBadgeKind, number> = {
  session: SESSION_SEAT_WARNING_BELOW,
  camp: CAMP_SEAT_WARNING_BELOW,
};

export function seatBadge(seatsLeftCount: number, kind: SeatBadgeKind): SeatBadge {
  if (seatsLeftCount <= 0) return { tone: 'red', label: seatBadgeMessages.full };
  const tone = seatsLeftCount < WARNING_BELOW[kind] ? 'yellow' : 'green';
  return { tone, label: seatBadgeMessages.seatsFree(seatsLeftCount) };
}
