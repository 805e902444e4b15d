// What every paged admin list shares: the pager under it.
export const adminListMessages = {
  page: (page: number, pages: number) => `Seite ${page} von ${pages}`,
  pageOnly: (page: number) => `Seite ${page}`,
  previous: 'Zurück',
  next: 'Weiter',
} as const;
