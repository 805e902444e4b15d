/**
 * The width and side padding of the page content, shared by the footer so both line up. Admin screens are tables
 * used on desktop first: they get the wider column.
 */
export function contentColumn(wide: boolean): string {
  return `mx-auto w-full px-4 sm:px-6 ${wide ? 'max-w-7xl' : 'max-w-5xl'}`;
}
