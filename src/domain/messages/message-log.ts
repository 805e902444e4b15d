import type { MessageChannel, MessageState } from '../message-log/message-log-api';

// The message log (decision 051): the parent's "Nachrichten" under /profile and the admin's section of a parent.
export const messageLogMessages = {
  title: 'Nachrichten',
  intro: 'Die E-Mails und Push-Mitteilungen, die wir Ihnen in den letzten 90 Tagen geschickt haben.',
  adminIntro: 'E-Mails und Push-Mitteilungen an diesen Elternteil (90 Tage).',
  empty: 'Noch keine Nachrichten.',
  loadFailed: 'Die Nachrichten konnten nicht geladen werden.',
  channel: { mail: 'E-Mail', push: 'Push' } satisfies Record<MessageChannel, string>,
  state: {
    queued: 'In Warteschlange',
    sent: 'Versendet',
    delivered: 'Zugestellt',
    bounced: 'Abgewiesen',
    failed: 'Fehlgeschlagen',
    expired: 'Abgelaufen',
  } satisfies Record<MessageState, string>,
  more: 'Ältere anzeigen',
  /** The parents list's row action and its dialog. */
  open: 'Nachrichten',
  dialogTitle: (name: string) => `Nachrichten an ${name}`,
} as const;
