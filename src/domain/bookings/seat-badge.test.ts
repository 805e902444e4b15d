import { describe, expect, it } from 'vitest';
import { type SeatBadgeKind, seatBadge, seatsLeft } from './seat-badge';

describe('seatBadge', () => {
  it.each<{ seats: number; kind: SeatBadgeKind; tone: string; label: string }>([
    { seats: -2, kind: 'session', tone: 'red', label: 'Ausgebucht' },
    { seats: 0, kind: 'session', tone: 'red', label: 'Ausgebucht' },
    { seats: 1, kind: 'session', tone: 'yellow', label: '1 Platz frei' },
    { seats: 3, kind: 'session', tone: 'yellow', label: '3 Plätze frei' },
    { seats: 9, kind: 'session', tone: 'yellow', label: '9 Plätze frei' },
    { seats: 10, kind: 'session', tone: 'green', label: '10 Plätze frei' },
    { seats: 30, kind: 'session', tone: 'green', label: '30 Plätze frei' },
    { seats: 0, kind: 'camp', tone: 'red', label: 'Ausgebucht' },
    { seats: 1, kind: 'camp', tone: 'yellow', label: '1 Platz frei' },
    { seats: 4, kind: 'camp', tone: 'yellow', label: '4 Plätze frei' },
    { seats: 5, kind: 'camp', tone: 'green', label: '5 Plätze frei' },
    { seats: 9, kind: 'camp', tone: 'green', label: '9 Plätze frei' },
  ])('$seats free ($kind) -> $tone "$label"', ({ seats, kind, tone, label }) => {
    expect(seatBadge(seats, kind)).toEqual({ tone, label });
  });
});

describe('seatsLeft', () => {
  it.each([
    { capacity: 30, active: 0, left: 30 },
    { capacity: 30, active: 21, left: 9 },
    { capacity: 30, active: 30, left: 0 },
    { capacity: 30, active: 32, left: 0 },
    { capacity: 0, active: 0, left: 0 },
  ])('capacity $capacity, $active active -> $left', ({ capacity, active, left }) => {
    expect(seatsLeft(capacity, active)).toBe(left);
  });
});
