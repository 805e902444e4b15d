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

/**
 * To an admin whenever their second factor changes (decision 036): another admin reset it, new recovery codes were
 * made, or 100 wrong codes locked it for a day. Whoever holds the account but not the mailbox cannot hide these from
 * its owner.
 */
export const secondFactorMailMessages = {
  resetSubject: (providerName: string) => `Ihr zweiter Faktor bei ${providerName} wurde zurückgesetzt`,
  resetHeading: 'Ihr zweiter Faktor wurde zurückgesetzt',
  resetWhat: (byName: string, at: string) =>
    `${byName} hat am ${at} Uhr Ihren zweiten Faktor zurückgesetzt: Authenticator-App, Passkeys und Wiederherstellungscodes gelten nicht mehr, und Ihre offenen Sitzungen wurden beendet.`,
  resetNext: 'Bei Ihrer nächsten Anmeldung richten Sie den zweiten Faktor neu ein.',
  resetNotYou: (byName: string) =>
    `Haben Sie das nicht veranlasst? Dann fragen Sie bei ${byName} oder einem anderen Administrator nach.`,
  renewSubject: (providerName: string) => `Neue Wiederherstellungscodes bei ${providerName}`,
  renewHeading: 'Neue Wiederherstellungscodes erstellt',
  renewWhat: (at: string) =>
    `Am ${at} Uhr wurden für Ihr Administrator-Konto 10 neue Wiederherstellungscodes erstellt. Die bisherigen Codes gelten nicht mehr.`,
  renewNotYou:
    'Waren Sie das nicht? Dann bitten Sie sofort einen anderen Administrator, Ihren zweiten Faktor zurückzusetzen: Damit enden alle Ihre Sitzungen, und die neuen Codes gelten nicht mehr.',
  lockedSubject: (providerName: string) => `Ihr zweiter Faktor bei ${providerName} ist gesperrt`,
  lockedHeading: 'Ihr zweiter Faktor ist für einen Tag gesperrt',
  lockedWhat: (failures: number, until: string) =>
    `Bei der Anmeldung mit Ihrem Administrator-Konto wurden ${failures} Mal in Folge falsche Codes für den zweiten Faktor eingegeben. Zu Ihrem Schutz ist der zweite Faktor bis ${until} Uhr gesperrt.`,
  lockedNotYou:
    'So weit kommt nur, wer den Anmeldecode aus Ihrer E-Mail kennt. Waren Sie das nicht, sichern Sie Ihr E-Mail-Postfach (neues Passwort) und bitten Sie einen anderen Administrator, Ihren zweiten Faktor zurückzusetzen.',
  button: 'Zur Anmeldung',
  footer: 'Diese Mitteilung erhalten Sie zu Ihrer Sicherheit bei jeder Änderung Ihres zweiten Faktors.',
} as const;

/** A passkey was added to an account (parents and admins): it signs in without the e-mail code. */
export const passkeyMailMessages = {
  addedSubject: (providerName: string) => `Neuer Passkey für Ihr Konto bei ${providerName}`,
  addedHeading: 'Neuer Passkey hinzugefügt',
  addedWhat: (name: string, at: string) =>
    `Am ${at} Uhr wurde Ihrem Konto der Passkey «${name}» hinzugefügt. Mit ihm meldet man sich ohne Code aus der E-Mail an.`,
  confirmedWhat: (name: string, at: string) =>
    `Am ${at} Uhr wurde der Passkey «${name}» als zweiter Faktor Ihres Administrator-Kontos bestätigt. Mit ihm meldet man sich ohne Code aus der E-Mail an.`,
  notYouParent:
    'Waren Sie das nicht? Dann entfernen Sie den Passkey sofort in Ihrem Profil unter «Passkeys» und melden Sie sich bei uns.',
  notYouAdmin:
    'Waren Sie das nicht? Dann bitten Sie sofort einen anderen Administrator, Ihren zweiten Faktor zurückzusetzen: Damit enden alle Ihre Sitzungen, und alle Passkeys gelten nicht mehr.',
  button: 'Zum Profil',
  footer: 'Diese Mitteilung erhalten Sie zu Ihrer Sicherheit bei jedem neuen Passkey.',
} as const;

export const newParentMailMessages = {
  subject: (name: string) => `Neue Registrierung im Elternportal: ${name}`,
  heading: 'Neue Registrierung im Elternportal',
  intro: 'Ein Elternteil hat sein Profil vervollständigt und die AGB akzeptiert.',
  details: (p: { name: string; email: string; mobile: string }) =>
    `Name: ${p.name}\nE-Mail: ${p.email}\nMobile: ${p.mobile}`,
  footer: 'Diese Mitteilung wird automatisch bei jeder neuen Registrierung verschickt.',
} as const;
