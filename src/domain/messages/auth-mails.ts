// Mails of the sign-in and onboarding flow (parent-portal.md sections 4 and 7). Written in the catalogue's tone.

export const signInMailMessages = {
  subject: (providerName: string) => `Ihr Anmeldecode für ${providerName}`,
  heading: 'Ihr Anmeldecode',
  enterCode: 'Geben Sie diesen Code auf der Anmeldeseite ein:',
  validity: 'Der Code ist 10 Minuten gültig und kann nur einmal verwendet werden.',
  oneClick: 'Oder melden Sie sich mit einem Klick an, auch auf einem anderen Gerät:',
  button: 'Jetzt anmelden',
  footer:
    'Sie haben keinen Code angefordert? Dann können Sie diese E-Mail ignorieren: Ohne den Code kann sich niemand anmelden.',
} as const;

export const newParentMailMessages = {
  subject: (name: string) => `Neue Registrierung im Elternportal: ${name}`,
  heading: 'Neue Registrierung im Elternportal',
  intro: 'Ein Elternteil hat sein Profil vervollständigt und die AGB akzeptiert.',
  details: (p: { name: string; email: string; mobile: string }) =>
    `Name: ${p.name}\nE-Mail: ${p.email}\nMobile: ${p.mobile}`,
  footer: 'Diese Mitteilung wird automatisch bei jeder neuen Registrierung verschickt.',
} as const;
