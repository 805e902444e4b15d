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
  ])('refuses %o with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
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
