// What enabling or disabling push on this device came to (parent-portal.md, section 8 "Push enabling"): loaded
// with the push client when the parent presses a button, not with the dashboard's first view (decision 028).
export const pushResultMessages = {
  enabled: 'Push-Benachrichtigungen erfolgreich aktiviert!',
  disabled: 'Push-Benachrichtigungen wurden deaktiviert.',
  blocked:
    'Push-Benachrichtigungen sind blockiert. Bitte erlauben Sie Benachrichtigungen für diese Seite in den Einstellungen Ihres Browsers und versuchen Sie es dann erneut.',
  notAllowed: 'Push-Benachrichtigungen wurden nicht erlaubt.',
  unsupported: 'Dieser Browser unterstützt keine Push-Benachrichtigungen.',
  noServiceWorker:
    'Der Hintergrunddienst der App ist nicht verfügbar. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  keyFailed:
    'Der Schlüssel für Push-Benachrichtigungen konnte nicht geladen werden. Bitte später erneut versuchen.',
  notAuthenticated: 'Sie sind nicht mehr eingeloggt. Bitte melden Sie sich erneut an.',
  enableFailed: 'Fehler beim Aktivieren der Push-Benachrichtigungen. Bitte erneut versuchen.',
  disableFailed: 'Fehler beim Deaktivieren der Push-Benachrichtigungen. Bitte erneut versuchen.',
} as const;
