// How a person (parent, child, trainer) is named on every screen, mail and export: first and last name with one
// space, a missing or blank part left out. One rule, so a child reads the same in a mail, a list and a CSV.

interface NameParts {
  firstName: string | null | undefined;
  lastName: string | null | undefined;
}

/** 'Lena Muster'; '' when neither part is given. */
export function personName({ firstName, lastName }: NameParts): string {
  return [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
