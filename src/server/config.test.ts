import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('starts on the embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.PHOTOS_SOURCE).toBe('local');
    expect(config.isProduction).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ PHOTOS_SOURCE: 'dropbox' }, 'PHOTOS_SOURCE'],
    [{ AHV_ENCRYPTION_KEY: 'short' }, 'AHV_ENCRYPTION_KEY'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ METRICS_TOKEN: 'too-short-to-guard-metrics' }, 'METRICS_TOKEN'],
    [{ EMBEDDED_PG_DISPOSABLE: 'true' }, 'EMBEDDED_PG_DISPOSABLE'],
    [{ EMBEDDED_PG_DISPOSABLE: 'true', NODE_ENV: 'production' }, 'EMBEDDED_PG_DISPOSABLE'],
    [
      { ADMIN_EMAILS: 'chefin@example.ch, trainer@example' },
      'ADMIN_EMAILS: keine gültige E-Mail-Adresse: trainer@example',
    ],
    [{ STRIPE_SECRET_KEY: 'sk_test_x' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_x' }, 'STRIPE_SECRET_KEY'],
    [{ VAPID_PUBLIC_KEY: 'BPub' }, 'VAPID_PRIVATE_KEY'],
    [{ VAPID_SUBJECT: 'info@example.ch' }, 'VAPID_SUBJECT'],
    [{ PHOTOS_SOURCE: 'google-drive', GOOGLE_DRIVE_ROOT_FOLDER_ID: 'root' }, 'GOOGLE_SERVICE_ACCOUNT_JSON'],
    [{ PHOTOS_SOURCE: 'google-drive', GOOGLE_SERVICE_ACCOUNT_JSON: '{}' }, 'GOOGLE_DRIVE_ROOT_FOLDER_ID'],
  ])('refuses %o with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('lets only a test run throw its embedded cluster away', () => {
    expect(loadConfig({}).EMBEDDED_PG_DISPOSABLE).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', EMBEDDED_PG_DISPOSABLE: 'true' }).EMBEDDED_PG_DISPOSABLE).toBe(
      true,
    );
  });

  it.each([
    [undefined, 0],
    ['', 0],
    ['false', 0],
    ['true', 1],
    ['TRUE', 1],
    ['2', 2],
  ])('reads TRUST_PROXY=%j as %i proxies', (value, hops) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toBe(hops);
  });

  it('explains a refusal in German', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('PORT: Ungültige Eingabe: erwartet Zahl');
    expect(() => loadConfig({ PHOTOS_SOURCE: 'dropbox' })).toThrow(
      'PHOTOS_SOURCE: Ungültige Option: erwartet eine von "local"|"google-drive"',
    );
  });

  it('accepts the integrations when their settings come together', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      VAPID_PRIVATE_KEY: 'priv',
      VAPID_SUBJECT: 'https://fussballschule.example',
      PHOTOS_SOURCE: 'google-drive',
      GOOGLE_SERVICE_ACCOUNT_JSON: '{}',
      GOOGLE_DRIVE_ROOT_FOLDER_ID: 'root',
      MAIL_FROM: '',
    });
    expect(config.PHOTOS_SOURCE).toBe('google-drive');
    // An empty sender counts as unset: the default, never a mail without From.
    expect(config.MAIL_FROM).toBe('Anpfiff <noreply@anpfiff.local>');
  });

  it('refuses to start in production without its secrets, naming each', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /DATABASE_URL.*SMTP_URL.*STRIPE_SECRET_KEY/s,
    );
  });

  it('normalises the admin list and the public URL', () => {
    const config = loadConfig({
      ADMIN_EMAILS: ' Admin@Example.ch, ,b@x.ch ',
      APP_URL: 'https://app.example.ch/',
    });
    expect(config.ADMIN_EMAILS).toEqual(['admin@example.ch', 'b@x.ch']);
    expect(config.appUrl).toBe('https://app.example.ch');
  });
});

describe('QR-bill settings', () => {
  const own = {
    PROVIDER_QR_IBAN: 'CH44 3199 9123 0008 8901 2',
    PROVIDER_NAME: 'FC Beispiel',
    PROVIDER_STREET: 'Seestrasse',
    PROVIDER_POSTCODE: '6300',
    PROVIDER_TOWN: 'Zug',
  };

  it('shows the demo bill outside production with nothing set', () => {
    expect(loadConfig({}).qrBill).toEqual({
      account: 'CH4431999123000889012',
      name: 'Fussballschule Rotkreuz',
      address: 'Bahnhofstrasse',
      buildingNumber: '1',
      zip: '6343',
      city: 'Rotkreuz',
      country: 'CH',
    });
  });

  it('has no bill in production without a QR-IBAN, and none anywhere with "none"', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/anpfiff',
      APP_URL: 'https://app.example.ch',
      SMTP_URL: 'smtp://mail.example.ch',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      AHV_ENCRYPTION_KEY: 'a'.repeat(64),
      AUTH_SECRET: 's'.repeat(32),
      VAPID_PUBLIC_KEY: 'BPub',
      VAPID_PRIVATE_KEY: 'priv',
      VAPID_SUBJECT: 'mailto:info@example.ch',
    };
    expect(loadConfig(production).qrBill).toBeNull();
    expect(loadConfig({ PROVIDER_QR_IBAN: 'none' }).qrBill).toBeNull();
    expect(loadConfig({ ...production, ...own }).qrBill?.account).toBe('CH4431999123000889012');
  });

  it('takes an own QR-IBAN with its address, without the demo address', () => {
    expect(loadConfig(own).qrBill).toEqual({
      account: 'CH4431999123000889012',
      name: 'FC Beispiel',
      address: 'Seestrasse',
      buildingNumber: undefined,
      zip: '6300',
      city: 'Zug',
      country: 'CH',
    });
  });

  it('reduces the creditor to the characters of the QR-bill: an en dash or curly quotes have a plain stand-in', () => {
    expect(
      loadConfig({
        ...own,
        PROVIDER_NAME: 'FC Beispiel – Junioren “Zug”',
        PROVIDER_STREET: 'Chamer\u00a0Strasse',
      }).qrBill,
    ).toMatchObject({ name: 'FC Beispiel - Junioren "Zug"', address: 'Chamer\u00a0Strasse' });
  });

  it.each([
    [{ PROVIDER_QR_IBAN: 'CH4431999123000889013' }, 'PROVIDER_QR_IBAN: keine gültige IBAN'],
    [{ PROVIDER_QR_IBAN: 'CH58 0079 1123 0008 8901 2' }, 'PROVIDER_QR_IBAN: keine QR-IBAN'],
    [{ PROVIDER_QR_IBAN: 'CH4431999123000889012' }, 'PROVIDER_STREET: fehlt'],
    [{ ...own, PROVIDER_POSTCODE: '' }, 'PROVIDER_POSTCODE: fehlt'],
    [{ ...own, PROVIDER_TOWN: undefined }, 'PROVIDER_TOWN: fehlt'],
    [{ ...own, PROVIDER_TOWN: 'Z'.repeat(36) }, 'PROVIDER_TOWN: zu lang'],
    [{ ...own, PROVIDER_NAME: 'N'.repeat(71) }, 'PROVIDER_NAME: zu lang'],
    [{ ...own, PROVIDER_NAME: ' ' }, 'PROVIDER_NAME: fehlt'],
    [{ ...own, PROVIDER_COUNTRY: 'Schweiz' }, 'PROVIDER_COUNTRY: muss ein Ländercode'],
    [
      { ...own, PROVIDER_NAME: 'Футбол Цуг' },
      'PROVIDER_NAME: enthält Zeichen, die die QR-Rechnung nicht kennt',
    ],
    [{ ...own, PROVIDER_STREET: 'Seestrasse ⚽' }, 'PROVIDER_STREET: enthält Zeichen'],
    [{ ...own, PROVIDER_TOWN: 'Zug\u200b' }, 'PROVIDER_TOWN: enthält Zeichen'],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
