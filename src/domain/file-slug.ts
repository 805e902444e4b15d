// A name in a file name (a download's Content-Disposition, a CSV the browser saves): ASCII letters, digits
// and hyphens only, kept as they are by every browser and OS ('Sommercamp Zürich' -> 'sommercamp-zurich').

/** At most 60 characters; '' when no letter or digit is left (the caller names its fallback). */
export function fileSlug(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}
