import type { Me } from '@domain/auth/me';
import { describe, expect, it } from 'vitest';
import { decideGuard, type RouteAccess } from './guard';

function user(overrides: Partial<Me> = {}): Me {
  return {
    id: 'u1',
    email: 'eltern@example.ch',
    role: 'parent',
    firstName: 'Anna',
    lastName: 'Muster',
    mobile: '+41 79 123 45 67',
    termsAcceptedAt: '2026-03-01T10:00:00.000Z',
    secondParentEmail: null,
    ...overrides,
  };
}

const parent = user();
const admin = user({ role: 'admin', email: 'admin@example.ch' });
const noTerms = user({ termsAcceptedAt: null });
const blankName = user({ lastName: '   ' });

const go = (to: string) => ({ kind: 'redirect', to });
const allow = { kind: 'allow' };

describe('decideGuard', () => {
  it.each<[string, RouteAccess, string, Me | null, object]>([
    ['public page, signed out', 'public', '/schedule', null, allow],
    ['public page, incomplete profile', 'public', '/', noTerms, allow],

    ['parent page, signed out', 'parent', '/dashboard', null, go('/login?redirectTo=%2Fdashboard')],
    [
      'parent page with query, signed out',
      'parent',
      '/camps?tab=past&x=1',
      null,
      go('/login?redirectTo=%2Fcamps%3Ftab%3Dpast%26x%3D1'),
    ],
    [
      'parent page, terms missing',
      'parent',
      '/meine-kinder',
      noTerms,
      go('/onboarding?redirectTo=%2Fmeine-kinder'),
    ],
    [
      'parent page, blank last name',
      'parent',
      '/zahlungen',
      blankName,
      go('/onboarding?redirectTo=%2Fzahlungen'),
    ],
    ['parent page, complete parent', 'parent', '/dashboard', parent, allow],
    ['parent page, admin', 'parent', '/fotos', admin, allow],

    ['admin page, signed out', 'admin', '/admin/kinder', null, go('/login?redirectTo=%2Fadmin%2Fkinder')],
    ['admin page, parent', 'admin', '/admin/kinder', parent, go('/')],
    [
      'admin page, admin with incomplete profile',
      'admin',
      '/admin',
      user({ role: 'admin', firstName: null }),
      go('/onboarding?redirectTo=%2Fadmin'),
    ],
    ['admin page, admin', 'admin', '/admin/push', admin, allow],
    [
      'admin page, admin without the second factor yet',
      'admin',
      '/admin/push',
      user({ role: 'admin', secondFactor: 'verify' }),
      go('/zweiter-faktor?redirectTo=%2Fadmin%2Fpush'),
    ],
    [
      'admin page, admin with incomplete profile and no factor: the profile first',
      'admin',
      '/admin',
      user({ role: 'admin', firstName: null, secondFactor: 'enrol' }),
      go('/onboarding?redirectTo=%2Fadmin'),
    ],
    [
      'parent page, admin without the second factor yet',
      'parent',
      '/fotos',
      user({ role: 'admin', secondFactor: 'enrol' }),
      allow,
    ],
    [
      'factor page, admin without it',
      'second-factor',
      '/zweiter-faktor?redirectTo=%2Fadmin%2Fkinder',
      user({ role: 'admin', secondFactor: 'enrol' }),
      allow,
    ],
    [
      'factor page, admin past it: the page moves on (after the recovery codes of an enrolment)',
      'second-factor',
      '/zweiter-faktor?redirectTo=%2Fadmin%2Fkinder',
      admin,
      allow,
    ],
    ['factor page, parent', 'second-factor', '/zweiter-faktor', parent, go('/dashboard')],
    [
      'factor page, trainer without it (issue 29)',
      'second-factor',
      '/zweiter-faktor?redirectTo=%2Ftrainer',
      user({ trainer: true, secondFactor: 'enrol' }),
      allow,
    ],

    ['trainer page, signed out', 'trainer', '/trainer', null, go('/login?redirectTo=%2Ftrainer')],
    ['trainer page, parent', 'trainer', '/trainer', parent, go('/')],
    ['trainer page, admin who is no trainer', 'trainer', '/trainer', admin, go('/')],
    ['trainer page, trainer', 'trainer', '/trainer', user({ trainer: true }), allow],
    [
      'trainer page, trainer without the second factor yet',
      'trainer',
      '/trainer',
      user({ trainer: true, secondFactor: 'verify' }),
      go('/zweiter-faktor?redirectTo=%2Ftrainer'),
    ],
    [
      'trainer page, trainer with incomplete profile',
      'trainer',
      '/trainer',
      user({ trainer: true, lastName: null, secondFactor: 'enrol' }),
      go('/onboarding?redirectTo=%2Ftrainer'),
    ],
    [
      'parent page, trainer without the second factor: the parent area needs none',
      'parent',
      '/dashboard',
      user({ trainer: true, secondFactor: 'enrol' }),
      allow,
    ],
    [
      'factor page, signed out',
      'second-factor',
      '/zweiter-faktor',
      null,
      go('/login?redirectTo=%2Fzweiter-faktor'),
    ],

    ['login, signed out', 'guest', '/login?redirectTo=%2Fcamps', null, allow],
    [
      'login, signed in, with target',
      'guest',
      '/login?redirectTo=%2Fcamps%3Ftab%3Dpast',
      parent,
      go('/camps?tab=past'),
    ],
    ['login, signed in, no target', 'guest', '/login', parent, go('/dashboard')],
    ['login, signed in as admin, no target: the back office', 'guest', '/login', admin, go('/admin')],
    ['login, signed in as admin, with a target', 'guest', '/login?redirectTo=%2Fcamps', admin, go('/camps')],
    [
      'login, signed in, foreign target',
      'guest',
      '/login?redirectTo=https%3A%2F%2Fevil.example',
      parent,
      go('/dashboard'),
    ],
    [
      'login, signed in, protocol-relative target',
      'guest',
      '/login?redirectTo=%2F%2Fevil.example',
      parent,
      go('/dashboard'),
    ],

    ['onboarding, signed out', 'onboarding', '/onboarding', null, go('/login?redirectTo=%2Fonboarding')],
    ['onboarding, incomplete', 'onboarding', '/onboarding?redirectTo=%2Fshop', noTerms, allow],
    [
      'onboarding, complete, with target',
      'onboarding',
      '/onboarding?redirectTo=%2Fshop',
      parent,
      go('/shop'),
    ],
    ['onboarding, complete, no target', 'onboarding', '/onboarding', parent, go('/dashboard')],
  ])('%s', (_name, access, location, me, expected) => {
    expect(decideGuard({ access, location }, me)).toEqual(expected);
  });
});
