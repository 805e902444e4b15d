import type { ErrorCode } from '@domain/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { codeRequestErrorText, retryAfterSeconds, verifyErrorText } from './sign-in-errors';

const failed = (code: ErrorCode, details?: Record<string, unknown>) => new ApiError(code, 400, details);

describe('codeRequestErrorText', () => {
  it.each<[ErrorCode, boolean, string]>([
    ['INVALID_EMAIL', false, 'Ungültige E-Mail-Adresse.'],
    ['VALIDATION', false, 'Ungültige E-Mail-Adresse.'],
    ['RATE_LIMITED', false, 'Zu viele Versuche. Bitte warten Sie einige Minuten.'],
    ['RATE_LIMITED', true, 'Zu viele Versuche. Bitte warten Sie einige Minuten.'],
    ['RESEND_TOO_SOON', true, 'Zu viele Versuche. Bitte warten Sie einige Minuten.'],
    [
      'ACCOUNT_CREATION_FAILED',
      false,
      'Es gab ein Problem beim Erstellen Ihres Kontos. Versuchen Sie es bitte erneut.',
    ],
    ['ACCOUNT_CREATION_FAILED', true, 'Es gab ein Problem. Versuchen Sie es bitte erneut.'],
    ['UNAVAILABLE', false, 'Es gab ein Problem beim Erstellen Ihres Kontos. Versuchen Sie es bitte erneut.'],
    ['CODE_LOCKED', true, 'Zu viele fehlgeschlagene Versuche. Bitte warten Sie 5 Minuten.'],
    [
      'MAIL_UNAVAILABLE',
      false,
      'Wir können gerade keine E-Mails verschicken. Bitte versuchen Sie es in einer Minute noch einmal: Ihr Code kommt dann sofort.',
    ],
    ['INTERNAL', false, 'Ein unerwarteter Fehler ist aufgetreten. Versuchen Sie es bitte erneut.'],
  ])('%s (resend: %s) -> %s', (code, resend, text) => {
    expect(codeRequestErrorText(failed(code), { resend })).toBe(text);
  });

  it('shows the unexpected text for anything that is not an API answer', () => {
    expect(codeRequestErrorText(new TypeError('x'), { resend: false })).toBe(
      'Ein unerwarteter Fehler ist aufgetreten. Versuchen Sie es bitte erneut.',
    );
  });
});

describe('verifyErrorText', () => {
  it.each<[ErrorCode, Record<string, unknown> | undefined, string]>([
    ['CODE_WRONG', { attempts: 1, maxAttempts: 5 }, 'Falscher Code. Versuche: 1/5'],
    ['CODE_WRONG', { attempts: 4 }, 'Falscher Code. Versuche: 4/5'],
    ['CODE_INVALID', { attempts: 2 }, 'Ungültiger Code. Versuche: 2/5'],
    ['CODE_INVALID', undefined, 'Ungültiger Code. Versuche: 1/5'],
    ['CODE_EXPIRED', undefined, 'Der Code ist abgelaufen. Bitte fordern Sie einen neuen an.'],
    [
      'CODE_LOCKED',
      { retryAfterSeconds: 300 },
      'Zu viele fehlgeschlagene Versuche. Bitte warten Sie 5 Minuten.',
    ],
    [
      'CODE_GUARDED',
      undefined,
      'Zu viele falsche Codes für diese E-Mail-Adresse. Zu Ihrem Schutz gilt jeder neue Code nur für einen Versuch: Bitte fordern Sie einen neuen Code an und geben Sie ihn sorgfältig ein.',
    ],
    ['RATE_LIMITED', undefined, 'Zu viele Versuche. Bitte warten Sie einige Minuten.'],
    ['INTERNAL', undefined, 'Ein unerwarteter Fehler ist aufgetreten. Versuchen Sie es bitte erneut.'],
    [
      'UNAVAILABLE',
      undefined,
      'Der Dienst ist vorübergehend nicht erreichbar. Bitte später erneut versuchen.',
    ],
  ])('%s %o -> %s', (code, details, text) => {
    expect(verifyErrorText(failed(code, details))).toBe(text);
  });
});

describe('retryAfterSeconds', () => {
  it('reads the wait of a resend that came too soon, and nothing else', () => {
    expect(retryAfterSeconds(failed('RESEND_TOO_SOON', { retryAfterSeconds: 42 }))).toBe(42);
    expect(retryAfterSeconds(failed('RATE_LIMITED', { retryAfterSeconds: 42 }))).toBeNull();
    expect(retryAfterSeconds(failed('RESEND_TOO_SOON'))).toBeNull();
    expect(retryAfterSeconds(new Error('x'))).toBeNull();
  });
});
