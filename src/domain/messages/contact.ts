// "Kontakt" and the support form (parent-portal.md sections 2, 5 and 8) and the support mail.
export const contactMessages = {
  title: 'Kontakt',
  intro: 'Fragen zu Trainings, Camps oder Zahlungen? Wir helfen gerne.',
  contactHeading: 'So erreichen Sie uns',
  email: 'E-Mail',
  phone: 'Telefon',
  address: 'Adresse',
  supportHeading: 'Technischer Support',
  supportIntro:
    'Funktioniert in der App etwas nicht? Beschreiben Sie das Problem, wir melden uns per E-Mail.',
  openForm: 'Problem melden',
  problem: 'Problembeschreibung',
  problemHint: 'Was haben Sie gemacht, was ist passiert, was hätten Sie erwartet?',
  smartphone: 'Smartphone',
  smartphoneHint: 'Automatisch aus Ihrem Browser ausgefüllt; ergänzen Sie gerne das Modell.',
  replyTo: (email: string) => `Wir antworten an ${email}.`,
  submit: 'Support-Anfrage senden',
  cancel: 'Abbrechen',
  sending: 'Sende…',
  success:
    'Ihre Support-Anfrage wurde erfolgreich gesendet. Wir melden uns so bald wie möglich per E-Mail bei Ihnen.',
  failed: (message: string) => `Fehler beim Senden: ${message}`,

  mail: {
    subject: (email: string) => `Support-Anfrage von ${email}`,
    heading: 'Neue Support-Anfrage',
    from: (name: string, email: string) => `Von: ${name ? `${name} <${email}>` : email}`,
    smartphone: (info: string | null) => `Smartphone: ${info ?? 'keine Angabe'}`,
    problemHeading: 'Problem:',
    footer: 'Antworten Sie direkt auf diese E-Mail, um dem Elternteil zu schreiben.',
  },
} as const;
