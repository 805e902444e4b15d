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

/** To the owner of an e-mail against which 100 wrong codes in a row were entered (decision 013). */
export const guardNoticeMailMessages = {
  subject: (providerName: string) => `Ungewöhnlich viele Anmeldeversuche bei ${providerName}`,
  heading: 'Ungewöhnlich viele falsche Anmeldecodes',
  what: (failures: number) =>
    `Für Ihre E-Mail-Adresse wurden ${failures} Mal in Folge falsche Anmeldecodes eingegeben. Möglicherweise versucht jemand, sich als Sie anzumelden.`,
  protection: (hours: number, minutes: number) =>
    `Zu Ihrem Schutz gilt während ${hours} Stunden: Jeder neue Code kann nur einmal eingegeben werden, und ein neuer Code kann höchstens alle ${minutes} Minuten angefordert werden.`,
  ownerStillSignsIn:
    'Sie selbst können sich weiterhin anmelden: Fordern Sie auf der Anmeldeseite einen neuen Code an und geben Sie ihn ein.',
  button: 'Zur Anmeldung',
  footer:
    'Ohne Zugriff auf Ihr E-Mail-Postfach kann sich niemand anmelden. Waren Sie das nicht und haben Sie Fragen, wenden Sie sich an uns.',
} as const;

export const newParentMailMessages = {
  subject: (name: string) => `Neue Registrierung im Elternportal: ${name}`,
  heading: 'Neue Registrierung im Elternportal',
  intro: 'Ein Elternteil hat sein Profil vervollständigt und die AGB akzeptiert.',
  details: (p: { name: string; email: string; mobile: string }) =>
    `Name: ${p.name}\nE-Mail: ${p.email}\nMobile: ${p.mobile}`,
  footer: 'Diese Mitteilung wird automatisch bei jeder neuen Registrierung verschickt.',
} as const;
