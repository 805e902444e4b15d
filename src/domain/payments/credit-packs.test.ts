import { describe, expect, it } from 'vitest';
import { zurichDateTimeToInstant } from '../time/zurich';
import {
  classifyPack,
  isLowCredit,
  isPackUsable,
  offerPackPurchase,
  PACK_STATUSES,
  type PackStatus,
  packExpiry,
  packOriginLabel,
  packStatusLabel,
  pickPackForSettlement,
} from './credit-packs';

describe('pack labels', () => {
  it.each([
    { status: 'ACTIVE', label: 'Aktiv' },
    { status: 'EXPIRED', label: 'Abgelaufen' },
    { status: 'CANCELLED', label: 'Storniert' },
  ] as const)('$status -> $label', ({ status, label }) => {
    expect(packStatusLabel(status)).toBe(label);
  });

  it('knows the three statuses', () => {
    expect(PACK_STATUSES).toEqual(['ACTIVE', 'EXPIRED', 'CANCELLED']);
  });
});

describe('classifyPack', () => {
  it.each([
    { totalCredits: 11, priceCentsPaid: 25_000, origin: 'PURCHASED', label: 'Kauf' },
    { totalCredits: 1, priceCentsPaid: 2500, origin: 'PURCHASED', label: 'Kauf' },
    { totalCredits: 11, priceCentsPaid: 0, origin: 'LEGACY', label: 'Legacy' },
    { totalCredits: 22, priceCentsPaid: 0, origin: 'LEGACY', label: 'Legacy' },
    { totalCredits: 1, priceCentsPaid: 0, origin: 'GOODWILL', label: 'Rückerstattung (Gratis-Guthaben)' },
    { totalCredits: 10, priceCentsPaid: 0, origin: 'GOODWILL', label: 'Rückerstattung (Gratis-Guthaben)' },
    { totalCredits: 12, priceCentsPaid: 0, origin: 'GOODWILL', label: 'Rückerstattung (Gratis-Guthaben)' },
  ] as const)('$totalCredits credits for $priceCentsPaid -> $origin', ({ origin, label, ...pack }) => {
    expect(classifyPack(pack)).toBe(origin);
    expect(packOriginLabel(classifyPack(pack))).toBe(label);
  });
});

describe('credit warnings', () => {
  it.each([
    { remaining: 0, total: 11, low: true },
    { remaining: 2, total: 11, low: true },
    { remaining: 3, total: 11, low: false },
    { remaining: 11, total: 11, low: false },
    { remaining: 4, total: 16, low: true },
    { remaining: 5, total: 16, low: false },
    { remaining: 1, total: 4, low: true },
    { remaining: 1, total: 1, low: false },
    { remaining: 0, total: 0, low: false },
  ])('$remaining of $total low: $low', ({ remaining, total, low }) => {
    expect(isLowCredit(remaining, total)).toBe(low);
  });

  it.each([
    { credits: 0, offer: true },
    { credits: 1, offer: true },
    { credits: 2, offer: false },
    { credits: 11, offer: false },
  ])('$credits credits left: offer a pack $offer', ({ credits, offer }) => {
    expect(offerPackPurchase(credits)).toBe(offer);
  });
});

describe('isPackUsable', () => {
  const now = new Date('2026-05-01T10:00:00Z');
  it.each<{ status: PackStatus; creditsRemaining: number; expiresAt: string | null; usable: boolean }>([
    { status: 'ACTIVE', creditsRemaining: 3, expiresAt: '2027-01-01T00:00:00Z', usable: true },
    { status: 'ACTIVE', creditsRemaining: 1, expiresAt: null, usable: true },
    { status: 'ACTIVE', creditsRemaining: 1, expiresAt: '2026-05-01T10:00:00.001Z', usable: true },
    { status: 'ACTIVE', creditsRemaining: 1, expiresAt: '2026-05-01T10:00:00Z', usable: false },
    { status: 'ACTIVE', creditsRemaining: 1, expiresAt: '2026-04-30T10:00:00Z', usable: false },
    { status: 'ACTIVE', creditsRemaining: 0, expiresAt: null, usable: false },
    { status: 'EXPIRED', creditsRemaining: 5, expiresAt: null, usable: false },
    { status: 'CANCELLED', creditsRemaining: 5, expiresAt: '2027-01-01T00:00:00Z', usable: false },
  ])('$status, $creditsRemaining left, expires $expiresAt -> $usable', ({ usable, ...pack }) => {
    expect(isPackUsable(pack, now)).toBe(usable);
  });
});

describe('pickPackForSettlement', () => {
  const now = new Date('2026-05-01T10:00:00Z');
  const pack = (
    id: string,
    over: Partial<{
      status: PackStatus;
      creditsRemaining: number;
      expiresAt: string | null;
      createdAt: string;
    }>,
  ) => ({
    id,
    status: 'ACTIVE' as PackStatus,
    creditsRemaining: 5,
    expiresAt: '2027-01-01T00:00:00Z' as string | null,
    createdAt: '2026-01-01T00:00:00Z',
    ...over,
  });

  it.each([
    { name: 'no packs', packs: [], picked: undefined },
    {
      name: 'the earliest expiry first',
      packs: [
        pack('late', { expiresAt: '2027-03-01T00:00:00Z' }),
        pack('soon', { expiresAt: '2026-09-01T00:00:00Z' }),
      ],
      picked: 'soon',
    },
    {
      name: 'a pack without expiry last',
      packs: [pack('never', { expiresAt: null, createdAt: '2025-01-01T00:00:00Z' }), pack('dated', {})],
      picked: 'dated',
    },
    {
      name: 'same expiry: the oldest',
      packs: [
        pack('newer', { createdAt: '2026-02-01T00:00:00Z' }),
        pack('older', { createdAt: '2026-01-15T00:00:00Z' }),
      ],
      picked: 'older',
    },
    {
      name: 'both without expiry: the oldest',
      packs: [
        pack('newer', { expiresAt: null, createdAt: '2026-02-01T00:00:00Z' }),
        pack('older', { expiresAt: null }),
      ],
      picked: 'older',
    },
    {
      name: 'skips empty, expired and inactive packs',
      packs: [
        pack('empty', { creditsRemaining: 0, expiresAt: '2026-06-01T00:00:00Z' }),
        pack('past', { expiresAt: '2026-04-01T00:00:00Z' }),
        pack('cancelled', { status: 'CANCELLED', expiresAt: '2026-06-01T00:00:00Z' }),
        pack('usable', {}),
      ],
      picked: 'usable',
    },
    { name: 'nothing usable', packs: [pack('empty', { creditsRemaining: 0 })], picked: undefined },
  ])('$name', ({ packs, picked }) => {
    expect(pickPackForSettlement(packs, now)?.id).toBe(picked);
  });
});

describe('packExpiry', () => {
  it.each([
    { created: ['2026-03-15', '10:00'], months: 12, expires: ['2027-03-15', '10:00'] },
    // Bought in summer time, expires in winter time at the same Zurich wall-clock time.
    { created: ['2026-07-01', '10:00'], months: 6, expires: ['2027-01-01', '10:00'] },
    { created: ['2026-01-31', '18:30'], months: 1, expires: ['2026-02-28', '18:30'] },
    { created: ['2024-02-29', '09:00'], months: 12, expires: ['2025-02-28', '09:00'] },
  ] as const)('$created + $months months = $expires', ({ created, months, expires }) => {
    expect(packExpiry(zurichDateTimeToInstant(created[0], created[1]), months)).toEqual(
      zurichDateTimeToInstant(expires[0], expires[1]),
    );
  });

  it('defaults to 12 months', () => {
    expect(packExpiry('2026-07-01T08:00:00Z').toISOString()).toBe('2027-07-01T08:00:00.000Z');
  });
});
