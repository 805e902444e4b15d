import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { renderMail } from './layout';

const brand = loadConfig({
  NODE_ENV: 'test',
  APP_URL: 'https://portal.example.ch',
  PROVIDER_NAME: 'Fussballschule <Rotkreuz> & Co',
  PROVIDER_CONTACT_EMAIL: 'info@example.ch',
  PROVIDER_CONTACT_PHONE: '+41 41 123 45 67',
  PROVIDER_CONTACT_ADDRESS: 'Kunstrasen Rotkreuz, 6343 Rotkreuz',
});

describe('renderMail', () => {
  const mail = renderMail(
    {
      heading: 'Anmeldung für <Lena>',
      paragraphs: ['Grüezi Frau Müller', 'Training "U9" am Samstag\num 10:00 Uhr & danach Apéro'],
      button: { label: 'Zur Übersicht', url: '/dashboard?tab=a&b=<x>' },
      footer: 'Sie erhalten diese E-Mail, weil Sie angemeldet sind.',
    },
    brand,
  );

  it('escapes every interpolated value in the HTML', () => {
    expect(mail.html).toContain('Anmeldung für &lt;Lena&gt;');
    expect(mail.html).toContain('Training &quot;U9&quot; am Samstag<br>um 10:00 Uhr &amp; danach Apéro');
    expect(mail.html).toContain('Fussballschule &lt;Rotkreuz&gt; &amp; Co');
    expect(mail.html).not.toContain('<Lena>');
    expect(mail.html).not.toContain('<Rotkreuz>');
  });

  it('links the button to an absolute URL on APP_URL, escaped in the attribute', () => {
    expect(mail.html).toContain('href="https://portal.example.ch/dashboard?tab=a&amp;b=%3Cx%3E"');
    expect(mail.html).toContain('>Zur Übersicht</a>');
  });

  it("shows the provider's logo when one is set", () => {
    const branded = renderMail(
      { heading: 'Hallo', paragraphs: [] },
      { ...brand, PROVIDER_LOGO_URL: '/logo.png' },
    );
    expect(branded.html).toContain('src="https://portal.example.ch/logo.png"');
  });

  it('carries the provider branding and the footer', () => {
    expect(mail.html).toContain('lang="de-CH"');
    // No logo set: the app icon.
    expect(mail.html).toContain('src="https://portal.example.ch/icons/icon-192.png"');
    expect(mail.html).toContain('href="mailto:info@example.ch"');
    expect(mail.html).toContain('+41 41 123 45 67');
    expect(mail.html).toContain('Sie erhalten diese E-Mail, weil Sie angemeldet sind.');
  });

  it('writes a plain-text part in reading order, unescaped, with the link on its own line', () => {
    expect(mail.text).toBe(
      [
        'Anmeldung für <Lena>',
        '',
        'Grüezi Frau Müller',
        '',
        'Training "U9" am Samstag\num 10:00 Uhr & danach Apéro',
        '',
        'Zur Übersicht:',
        'https://portal.example.ch/dashboard?tab=a&b=%3Cx%3E',
        '',
        'Sie erhalten diese E-Mail, weil Sie angemeldet sind.',
        '',
        '-- ',
        'Fussballschule <Rotkreuz> & Co',
        'Kunstrasen Rotkreuz, 6343 Rotkreuz',
        'Kontakt: info@example.ch · +41 41 123 45 67',
        'https://portal.example.ch',
        '',
      ].join('\n'),
    );
  });

  it('leaves out button and footer when not given', () => {
    const plain = renderMail({ heading: 'Hallo', paragraphs: ['Text'] }, brand);
    expect(plain.html).not.toContain('<a href="https://portal.example.ch/"');
    expect(plain.text.startsWith('Hallo\n\nText\n\n-- \n')).toBe(true);
  });

  describe('a code block', () => {
    const coded = renderMail(
      { heading: 'Code', paragraphs: ['Ihr Code:', { code: '<12&34>' }, 'Danach'] },
      brand,
    );

    it('shows the code large, letter-spaced and monospace in the HTML, escaped, between its paragraphs', () => {
      const block = /<p style="([^"]*)">&lt;12&amp;34&gt;<\/p>/.exec(coded.html);
      expect(block?.[1]).toContain('monospace');
      expect(block?.[1]).toContain('font-size:32px');
      expect(block?.[1]).toContain('letter-spacing:8px');
      expect(coded.html).not.toContain('<12&34>');
      expect(coded.html.indexOf('Ihr Code:')).toBeLessThan(block?.index ?? -1);
      expect(coded.html.indexOf('Danach')).toBeGreaterThan(block?.index ?? Number.POSITIVE_INFINITY);
    });

    it('puts the code on its own line in the plain text, unescaped and in reading order', () => {
      expect(coded.text.startsWith('Code\n\nIhr Code:\n\n<12&34>\n\nDanach\n\n-- \n')).toBe(true);
    });
  });

  describe('a link block', () => {
    const linked = renderMail(
      {
        heading: 'x',
        paragraphs: [
          'Vorher',
          { label: 'QR-Rechnung <PDF>', url: '/api/payments/qr-bill.pdf?a=1&b=2' },
          'Nachher',
        ],
      },
      brand,
    );

    it('links the label to an absolute URL on APP_URL, escaped, between its paragraphs', () => {
      expect(linked.html).toMatch(
        /Vorher<\/p>\n<p [^>]*><a href="https:\/\/portal\.example\.ch\/api\/payments\/qr-bill\.pdf\?a=1&amp;b=2"[^>]*>QR-Rechnung &lt;PDF&gt;<\/a><\/p>\n<p [^>]*>Nachher/,
      );
    });

    it('puts label and URL on their own lines in the plain text', () => {
      expect(linked.text).toContain(
        'Vorher\n\nQR-Rechnung <PDF>:\nhttps://portal.example.ch/api/payments/qr-bill.pdf?a=1&b=2\n\nNachher',
      );
    });

    it('refuses a link that is not http(s)', () => {
      expect(() =>
        renderMail({ heading: 'x', paragraphs: [{ label: 'x', url: 'javascript:alert(1)' }] }, brand),
      ).toThrow(/protocol/);
    });
  });

  it('refuses a button link that is not http(s)', () => {
    expect(() =>
      renderMail({ heading: 'x', paragraphs: [], button: { label: 'x', url: 'javascript:alert(1)' } }, brand),
    ).toThrow(/protocol/);
  });
});
