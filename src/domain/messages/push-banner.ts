// The dashboard's invitation to enable push (parent-portal.md, section 8 "Push enabling"): its own file, so the
// dashboard's first view carries these texts and not the profile section's or the install hints (decision 028).
export const pushBannerMessages = {
  title: 'Push-Benachrichtigungen aktivieren',
  text: 'Erhalten Sie Neuigkeiten und Änderungen zu Trainings und Camps direkt auf dieses Gerät.',
  enable: 'Aktivieren',
  dismiss: 'Hinweis für 7 Tage ausblenden',
} as const;
