import { z } from 'zod';

// Paged admin lists (children, parents, trainings, the audit log): the query fields every list accepts, and the
// page every list answers. The database filters, orders and pages; the browser never holds a whole table.

export const ADMIN_PAGE_SIZE = 20;

/** `?page=1&pageSize=20`, as query strings send them. */
export const pageQueryFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
};

/**
 * One page of a list that grows without bound: whether another page follows, without counting every row for it
 * (the totals come with the list's summary, once per filter, not once per page).
 */
export interface ListPage<T> {
  items: T[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}

/** How many pages `total` rows fill; at least one, so an empty list still reads "Seite 1 von 1". */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
