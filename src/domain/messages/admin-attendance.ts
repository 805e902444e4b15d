// Attendance ("Anwesenheit") in the participants panel of a training or camp, and the J+S export (issue 18).

export const attendanceMessages = {
  heading: 'Anwesenheit',
  listLabel: 'Anwesenheit der angemeldeten Kinder',
  day: 'Tag',
  present: 'Anwesend',
  absent: 'Abwesend',
  /** A trainer's mark (issue 29): there, but late. */
  late: 'Zu spät',
  allPresent: 'Alle anwesend',
  allPresentHint: 'Markiert alle noch offenen Kinder dieses Tages als anwesend.',
  allPresentDone: (count: number) =>
    count === 1 ? '1 Kind als anwesend markiert.' : `${count} Kinder als anwesend markiert.`,
  notYet: (day: string) => `Die Anwesenheit kann ab dem ${day} erfasst werden.`,
  empty: 'Keine angemeldeten Kinder.',
  mark: (status: string, name: string) => `${status}: ${name}`,
  /** Who set the day's mark and when (issue 29). */
  markedBy: (role: 'trainer' | 'admin', name: string | null, date: string, time: string) =>
    `Erfasst von ${role === 'trainer' ? 'Ausbildner' : 'Admin'}${name ? ` ${name}` : ''}, ${date}, ${time}`,
  saveFailed: (name: string) => `Die Anwesenheit von ${name} konnte nicht gespeichert werden.`,
  loadFailed: 'Die Anwesenheit konnte nicht geladen werden.',
  noAhv: 'Keine AHV-Nummer',
  noAhvHint: (count: number) =>
    count === 1
      ? '1 Kind ohne AHV-Nummer: im J+S-Export bleibt die Zelle leer.'
      : `${count} Kinder ohne AHV-Nummer: im J+S-Export bleibt die Zelle leer.`,
  jsExport: 'J+S-Export',
  jsExportHint:
    'Teilnehmende mit AHV-Nummer und Anwesenheit pro Tag für die NDS. Die AHV-Nummern werden nur für diese Datei entschlüsselt; der Export wird protokolliert.',
} as const;

export const jsCourseMessages = {
  open: 'J+S-Export',
  title: 'J+S-Export eines Kurses',
  description:
    'Ein Kurs sind die Trainings einer Trainingsart oder eines Ausbildners in einem Zeitraum. Die Datei enthält die Teilnehmenden mit AHV-Nummer und die Anwesenheit pro Training.',
  type: 'Trainingsart',
  anyType: 'Alle Arten',
  trainer: 'Ausbildner',
  anyTrainer: 'Alle Ausbildner',
  from: 'Von',
  to: 'Bis',
  needsTypeOrTrainer: 'Bitte eine Trainingsart oder einen Ausbildner wählen.',
  rangeInvalid: 'Bitte einen gültigen Zeitraum wählen (Von vor Bis).',
  preview: (trainings: number, children: number) =>
    `${trainings} ${trainings === 1 ? 'Training' : 'Trainings'}, ${children} ${children === 1 ? 'Kind' : 'Kinder'}`,
  noTrainings: 'Keine Trainings in diesem Zeitraum.',
  download: 'CSV herunterladen',
  close: 'Schliessen',
  listLabel: 'Teilnehmende des Kurses',
} as const;

/** The J+S file's texts: the NDS import's column names and the attendance cells. */
export const jsExportMessages = {
  personHeader: ['NAME', 'VORNAME', 'GEBURTSDATUM', 'GESCHLECHT', 'AHV_NR', 'NATIONALITAET', 'MUTTERSPRACHE'],
  present: 'anwesend',
  absent: 'abwesend',
  notMarked: 'nicht erfasst',
  notBooked: '',
} as const;

export const attendanceErrorMessages = {
  ATTENDANCE_NOT_A_DAY: 'Dieser Tag gehört nicht zum Angebot.',
  ATTENDANCE_NOT_YET: 'Die Anwesenheit kann erst ab dem ersten Tag des Angebots erfasst werden.',
  ATTENDANCE_NOT_CONFIRMED: 'Nur angemeldete Kinder haben eine Anwesenheit.',
  JS_COURSE_TOO_LONG: 'Ein Kurs umfasst höchstens 400 Tage.',
} as const;
