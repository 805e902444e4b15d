import { describe, expect, it } from 'vitest';
import { firstMessages, parsed } from '../testing/zod';
import { canSendPush, pushComposeSchema, pushRecipientType } from './push-compose';

describe('push compose', () => {
  const valid = { title: ' Training fällt aus ', body: ' Heute kein Training wegen Gewitter. ' };

  it('trims and defaults to all parents and /dashboard', () => {
    expect(parsed(pushComposeSchema, valid)).toEqual({
      title: 'Training fällt aus',
      body: 'Heute kein Training wegen Gewitter.',
      targetUrl: '/dashboard',
      recipients: 'all',
      userIds: [],
    });
  });

  it.each([
    ['title', '   ', { title: 'Bitte Titel und Nachricht ausfüllen.' }],
    ['body', '', { body: 'Bitte Titel und Nachricht ausfüllen.' }],
    ['body', undefined, { body: 'Bitte Titel und Nachricht ausfüllen.' }],
    ['title', 'x'.repeat(50), null],
    ['title', ` ${'x'.repeat(50)} `, null],
    ['title', 'x'.repeat(51), { title: 'Der Titel darf höchstens 50 Zeichen lang sein.' }],
    ['body', 'x'.repeat(200), null],
    ['body', 'x'.repeat(201), { body: 'Die Nachricht darf höchstens 200 Zeichen lang sein.' }],
    // Every page of the parent's app is a target (the schema's enum passes a target through as it is), no other.
    ['targetUrl', '/dashboard', null],
    ['targetUrl', '/meine-kinder', null],
    ['targetUrl', '/tiz-trainings', null],
    ['targetUrl', '/camps', null],
    ['targetUrl', '/zahlungen', null],
    ['targetUrl', '/fotos', null],
    ['targetUrl', '/shop', null],
    ['targetUrl', '/profile', null],
    ['targetUrl', '/admin', { targetUrl: 'Bitte eine gültige Zielseite wählen.' }],
    ['targetUrl', 'https://evil.example', { targetUrl: 'Bitte eine gültige Zielseite wählen.' }],
  ])('%s = %j -> %j', (field, value, messages) => {
    expect(firstMessages(pushComposeSchema, { ...valid, [field]: value })).toEqual(messages);
  });

  it('selected mode needs at least one parent', () => {
    expect(firstMessages(pushComposeSchema, { ...valid, recipients: 'selected', userIds: [] })).toEqual({
      userIds: 'Bitte wählen Sie mindestens einen Elternteil aus.',
    });
    expect(
      parsed(pushComposeSchema, { ...valid, recipients: 'selected', userIds: ['u1', 'u2', 'u1'] }).userIds,
    ).toEqual(['u1', 'u2']);
    expect(parsed(pushComposeSchema, { ...valid, recipients: 'all', userIds: ['u1'] }).userIds).toEqual([]);
  });

  it.each([
    [valid, true],
    [{ ...valid, title: ' ' }, false],
    [{ ...valid, body: '' }, false],
    [{ ...valid, recipients: 'selected' as const, userIds: [] }, false],
    [{ ...valid, recipients: 'selected' as const, userIds: ['u1'] }, true],
  ])('canSendPush(%j) -> %j', (input, expected) => {
    expect(canSendPush(input)).toBe(expected);
  });

  it.each([
    ['all', [], 'all'],
    ['all', ['u1'], 'all'],
    ['selected', ['u1'], 'single'],
    ['selected', ['u1', 'u2'], 'selected'],
  ] as const)('%s with %j -> %s', (recipients, userIds, type) => {
    expect(pushRecipientType({ recipients, userIds: [...userIds] })).toBe(type);
  });
});
