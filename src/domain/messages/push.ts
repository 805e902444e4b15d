import { pushBannerMessages } from './push-banner';
import { pushResultMessages } from './push-results';

// Push notifications on the parent's device: dashboard banner, profile section, results of enabling and disabling
// (parent-portal.md, section 8 "Push enabling"), and install hints for browsers that cannot receive push yet.
export const pushMessages = {
  banner: pushBannerMessages,

  section: {
    title: 'Push-Benachrichtigungen',
    states: {
      unsupported: 'Dieser Browser kann keine Push-Benachrichtigungen empfangen.',
      denied: 'Push-Benachrichtigungen sind für diese Seite im Browser blockiert.',
      subscribed: 'Push-Benachrichtigungen sind auf diesem Gerät aktiviert.',
      notSubscribed: 'Push-Benachrichtigungen sind auf diesem Gerät nicht aktiviert.',
    },
    enable: 'Push-Benachrichtigungen aktivieren',
    disable: 'Push-Benachrichtigungen deaktivieren',
    devices: (count: number) => (count === 1 ? 'Aktiv auf 1 Gerät.' : `Aktiv auf ${count} Geräten.`),
    deniedHelp:
      'Um sie zu erhalten, erlauben Sie Benachrichtigungen in den Website-Einstellungen Ihres Browsers (Schloss-Symbol neben der Adresse) und laden die Seite neu.',
  },

  results: pushResultMessages,

  installHints: {
    title: 'So erhalten Sie Push-Benachrichtigungen',
    ios: 'iPhone und iPad (ab iOS 16.4): Öffnen Sie diese Seite in Safari, tippen Sie auf «Teilen» und dann auf «Zum Home-Bildschirm». Öffnen Sie die App danach vom Home-Bildschirm und aktivieren Sie die Benachrichtigungen hier im Profil.',
    android:
      'Android: Verwenden Sie Chrome, Edge, Firefox oder Samsung Internet in einer aktuellen Version. Über «App installieren» im Browser-Menü wird das Portal zur App.',
    macos:
      'Mac: Safari ab macOS 13 Ventura sowie aktuelle Versionen von Chrome, Edge und Firefox unterstützen Push-Benachrichtigungen.',
    windows: 'Windows: Aktuelle Versionen von Chrome, Edge und Firefox unterstützen Push-Benachrichtigungen.',
  },

  /** Shown on a device in the profile's device list when the browser gave no description. */
  unknownDevice: 'Unbekanntes Gerät',
} as const;
