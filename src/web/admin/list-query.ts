/**
 * A list's filters as the query of its call: an empty text is left out of the address, as "any" (every admin
 * list's schema reads a missing filter as ''), so a request names only the filters set.
 */
export function filledQuery<T extends object>(query: T): Partial<T> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '')) as Partial<T>;
}
