import { describe, expect, it } from 'vitest';
import { canChangePackStatus, packTab } from './credit-packs-admin';
import { PACK_STATUSES } from './values';

describe('expire or cancel', () => {
  it('leaves only ACTIVE', () => {
    expect(PACK_STATUSES.filter(canChangePackStatus)).toEqual(['ACTIVE']);
  });
});

describe('the tab of a pack', () => {
  it.each([
    { status: 'ACTIVE', pastExpiry: false, tab: 'active' },
    { status: 'ACTIVE', pastExpiry: true, tab: 'expired' },
    { status: 'EXPIRED', pastExpiry: false, tab: 'expired' },
    { status: 'CANCELLED', pastExpiry: true, tab: 'cancelled' },
  ] as const)('$status (past its date: $pastExpiry) is under $tab', ({ status, pastExpiry, tab }) => {
    expect(packTab({ status, pastExpiry })).toBe(tab);
  });
});
