import { describe, expect, it } from 'vitest';
import { pushSendBlockedReason, pushSendOutcome } from './push-send-outcome';

describe('push send outcome', () => {
  it.each([
    [
      { devices: 0, sentTo: 0, failed: 0 },
      { kind: 'failure', text: 'Push-Benachrichtigung konnte nicht gesendet werden' },
    ],
    [
      { devices: 3, sentTo: 1, failed: 0 },
      { kind: 'delivering', done: 1, devices: 3 },
    ],
    [
      { devices: 3, sentTo: 3, failed: 0 },
      { kind: 'success', text: 'Push-Benachrichtigung erfolgreich gesendet an 3 Empfänger!' },
    ],
    [
      { devices: 3, sentTo: 2, failed: 1 },
      {
        kind: 'success',
        text: 'Push-Benachrichtigung erfolgreich gesendet an 2 Empfänger! (1 fehlgeschlagen)',
      },
    ],
    [
      { devices: 2, sentTo: 0, failed: 2 },
      { kind: 'failure', text: 'Fehler beim Senden der Push-Benachrichtigung: 2 fehlgeschlagen' },
    ],
  ])('%j -> %j', (counts, outcome) => {
    expect(pushSendOutcome(counts)).toEqual(outcome);
  });
});

describe('why the send button is disabled', () => {
  const valid = { title: 'Training', body: 'Fällt aus' };
  it.each([
    [valid, null],
    [{ ...valid, title: '' }, 'Bitte Titel und Nachricht ausfüllen.'],
    [{ ...valid, body: '   ' }, 'Bitte Titel und Nachricht ausfüllen.'],
    [{ title: '', body: '' }, 'Bitte Titel und Nachricht ausfüllen.'],
    [
      { ...valid, recipients: 'selected' as const, userIds: [] },
      'Bitte wählen Sie mindestens einen Elternteil aus.',
    ],
    [
      { title: ' ', body: 'x', recipients: 'selected' as const, userIds: [] },
      'Bitte Titel und Nachricht ausfüllen.',
    ],
    [{ ...valid, recipients: 'selected' as const, userIds: ['u1'] }, null],
  ])('%j -> %j', (input, reason) => {
    expect(pushSendBlockedReason(input)).toBe(reason);
  });
});
