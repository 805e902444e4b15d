import { html } from 'hono/html';
import type { DevMailEntry } from './queries';

// The dev outbox as a page. Hono's html template escapes every value; the mail's own HTML is shown in a sandboxed
// iframe (srcdoc, no scripts, no same-origin), so a mail can neither run code nor touch this page.

const dateFormat = new Intl.DateTimeFormat('de-CH', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Zurich',
});

function mailCard(mail: DevMailEntry) {
  return html`<article>
  <h2>${mail.subject}</h2>
  <dl>
    <dt>An</dt><dd>${mail.to.join(', ')}</dd>
    <dt>Von</dt><dd>${mail.from}</dd>
    <dt>Datum</dt><dd><time datetime="${mail.createdAt.toISOString()}">${dateFormat.format(mail.createdAt)}</time></dd>
  </dl>
  ${mail.html ? html`<iframe title="HTML-Ansicht: ${mail.subject}" sandbox srcdoc="${mail.html}"></iframe>` : ''}
  <details${mail.html ? '' : ' open'}><summary>Textfassung</summary><pre>${mail.text ?? ''}</pre></details>
</article>`;
}

export function devMailPage(mails: DevMailEntry[]) {
  return html`<!DOCTYPE html>
<html lang="de-CH">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev-Postausgang · Anpfiff</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #1f2937; }
  article { border: 1px solid #d1d5db; border-radius: .5rem; padding: 1rem; margin: 0 0 1.5rem; }
  h2 { margin: 0 0 .5rem; font-size: 1.1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0 0 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  iframe { width: 100%; height: 28rem; border: 1px solid #e5e7eb; border-radius: .25rem; }
  pre { white-space: pre-wrap; background: #f9fafb; padding: .75rem; }
</style>
</head>
<body>
<h1>Dev-Postausgang</h1>
<p>Ohne SMTP_URL landen alle Mails hier statt beim Empfänger. Neueste zuerst. <a href="/dev/mail.json">JSON</a></p>
${mails.length === 0 ? html`<p>Noch keine Mails.</p>` : mails.map(mailCard)}
</body>
</html>`;
}
