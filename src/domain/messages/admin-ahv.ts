// "AHV anzeigen" in the back office (trainers and children): the button and its labels. The spec's copy texts
// ('AHV-Nummer kopiert!', the copy and fetch errors) live in admin.ts.
export const ahvRevealMessages = {
  showAhv: 'AHV anzeigen',
  showAhvOf: (name: string) => `AHV von ${name} anzeigen und kopieren`,
  noAhvStored: 'Keine AHV',
} as const;
