import { APP_ICON } from '../../../domain/branding';
import type { Config } from '../../config';
import { escapeHtml } from './escape-html';

// The one German mail layout every feature uses (sign-in code, bookings, shop, support): a heading, paragraphs, an
// optional button and a footer, with the provider's branding. Every value is escaped; the plain-text part says the
// same in reading order, with the button as a link on its own line.

/** A code the reader types in (the sign-in code): large and letter-spaced, so it is found and read at a glance. */
interface MailCode {
  code: string;
}

/** A link on its own line beside the button (a download): the label linked; in the text part label and URL. */
export interface MailLink {
  label: string;
  /** An absolute http(s) URL or a path of our app, as the button's. */
  url: string;
}

export interface MailContent {
  heading: string;
  /** Each entry becomes a paragraph (line breaks inside one are kept), a code block or a link where it is read. */
  paragraphs: Array<string | MailCode | MailLink>;
  /** An absolute http(s) URL or a path of our app ("/login"). */
  button?: { label: string; url: string };
  /** Why the reader gets this mail, or what to do when it was not meant for them. */
  footer?: string;
}

export type MailBranding = Pick<
  Config,
  | 'appUrl'
  | 'PROVIDER_NAME'
  | 'PROVIDER_LOGO_URL'
  | 'PROVIDER_CONTACT_EMAIL'
  | 'PROVIDER_CONTACT_PHONE'
  | 'PROVIDER_CONTACT_ADDRESS'
>;

export interface RenderedMail {
  html: string;
  text: string;
}

const texts = {
  buttonFallback: 'Falls der Knopf nicht funktioniert, öffnen Sie diesen Link:',
  contact: 'Kontakt',
};

const colors = {
  brand: '#166534',
  text: '#1f2937',
  muted: '#6b7280',
  background: '#f3f4f6',
  card: '#ffffff',
};
const font = "font-family: -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const mono = "font-family: 'SFMono-Regular', Menlo, Consolas, 'Courier New', monospace";

/** Paths become absolute on APP_URL; anything but http(s) is refused, so no javascript: link reaches a mail. */
function absoluteUrl(url: string, appUrl: string): string {
  const resolved = new URL(url, `${appUrl}/`);
  if (resolved.protocol !== 'https:' && resolved.protocol !== 'http:') {
    throw new Error(`Mail link refused: unsupported protocol ${resolved.protocol}`);
  }
  return resolved.toString();
}

/**
 * The provider's logo, or the app icon when none is set (mail clients draw no inline SVG). A logo that cannot be made
 * absolute is left out rather than failing every mail.
 */
function logoUrl(brand: MailBranding): string | undefined {
  try {
    return absoluteUrl(brand.PROVIDER_LOGO_URL ?? APP_ICON, brand.appUrl);
  } catch {
    return undefined;
  }
}

function htmlParagraph(text: string): string {
  const body = escapeHtml(text).replace(/\r?\n/g, '<br>');
  return `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${colors.text}">${body}</p>`;
}

function htmlCode({ code }: MailCode): string {
  return `<p style="margin:0 0 16px;padding:12px 16px;background:${colors.background};border-radius:6px;${mono};font-size:32px;line-height:40px;font-weight:bold;letter-spacing:8px;color:${colors.text}">${escapeHtml(code)}</p>`;
}

function htmlLink({ label, url }: MailLink, appUrl: string): string {
  return `<p style="margin:0 0 16px;font-size:16px;line-height:24px"><a href="${escapeHtml(absoluteUrl(url, appUrl))}" style="color:${colors.brand}">${escapeHtml(label)}</a></p>`;
}

function htmlBlock(block: string | MailCode | MailLink, appUrl: string): string {
  if (typeof block === 'string') return htmlParagraph(block);
  return 'code' in block ? htmlCode(block) : htmlLink(block, appUrl);
}

function textBlock(block: string | MailCode | MailLink, appUrl: string): string {
  if (typeof block === 'string') return block;
  return 'code' in block ? block.code : `${block.label}:\n${absoluteUrl(block.url, appUrl)}`;
}

function htmlButton(label: string, href: string): string {
  const link = escapeHtml(href);
  return `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:8px 0 24px">
<tr><td style="border-radius:6px;background:${colors.brand}">
<a href="${link}" style="display:inline-block;padding:12px 24px;${font};font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a>
</td></tr></table>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${colors.muted}">${escapeHtml(texts.buttonFallback)}<br><a href="${link}" style="color:${colors.brand};word-break:break-all">${link}</a></p>`;
}

function htmlSignature(brand: MailBranding): string {
  const mail = escapeHtml(brand.PROVIDER_CONTACT_EMAIL);
  const app = escapeHtml(brand.appUrl);
  return [
    `<strong>${escapeHtml(brand.PROVIDER_NAME)}</strong>`,
    escapeHtml(brand.PROVIDER_CONTACT_ADDRESS),
    `${escapeHtml(texts.contact)}: <a href="mailto:${mail}" style="color:${colors.muted}">${mail}</a> · ${escapeHtml(brand.PROVIDER_CONTACT_PHONE)}`,
    `<a href="${app}" style="color:${colors.muted}">${app}</a>`,
  ].join('<br>');
}

function renderHtml(content: MailContent, brand: MailBranding, buttonUrl: string | undefined): string {
  const name = escapeHtml(brand.PROVIDER_NAME);
  const logo = logoUrl(brand);
  const footer = content.footer
    ? `<p style="margin:0 0 12px">${escapeHtml(content.footer).replace(/\r?\n/g, '<br>')}</p>`
    : '';
  return `<!DOCTYPE html>
<html lang="de-CH">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.heading)}</title>
</head>
<body style="margin:0;padding:0;background:${colors.background};${font}">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:${colors.background}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:560px">
<tr><td style="padding:0 0 16px;${font};font-size:18px;font-weight:bold;color:${colors.brand}">
${logo ? `<img src="${escapeHtml(logo)}" alt="" width="40" height="40" style="vertical-align:middle;border:0;margin-right:8px">` : ''}${name}
</td></tr>
<tr><td style="background:${colors.card};border-radius:8px;padding:32px 28px;${font}">
<h1 style="margin:0 0 20px;font-size:22px;line-height:30px;color:${colors.text}">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((block) => htmlBlock(block, brand.appUrl)).join('\n')}
${content.button && buttonUrl ? htmlButton(content.button.label, buttonUrl) : ''}
</td></tr>
<tr><td style="padding:20px 28px;${font};font-size:13px;line-height:20px;color:${colors.muted}">
${footer}<p style="margin:0">${htmlSignature(brand)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function renderText(content: MailContent, brand: MailBranding, buttonUrl: string | undefined): string {
  // A code stands alone in its paragraph, so it is on its own line, easy to select and copy.
  const blocks = [content.heading, ...content.paragraphs.map((block) => textBlock(block, brand.appUrl))];
  if (content.button && buttonUrl) blocks.push(`${content.button.label}:\n${buttonUrl}`);
  if (content.footer) blocks.push(content.footer);
  const signature = [
    brand.PROVIDER_NAME,
    brand.PROVIDER_CONTACT_ADDRESS,
    `${texts.contact}: ${brand.PROVIDER_CONTACT_EMAIL} · ${brand.PROVIDER_CONTACT_PHONE}`,
    brand.appUrl,
  ].join('\n');
  // "-- " is the standard signature separator mail clients recognise.
  return `${blocks.join('\n\n')}\n\n-- \n${signature}\n`;
}

export function renderMail(content: MailContent, brand: MailBranding): RenderedMail {
  const buttonUrl = content.button ? absoluteUrl(content.button.url, brand.appUrl) : undefined;
  return {
    html: renderHtml(content, brand, buttonUrl),
    text: renderText(content, brand, buttonUrl),
  };
}
