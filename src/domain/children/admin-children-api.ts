// The admin's child search ("+ Kind" in the participants panels), shared by the admin routes and screens.
import { z } from 'zod';

export const ADMIN_CHILD_SEARCH_PATH = '/admin/children/search';

export const CHILD_SEARCH_LIMIT = 20;

export const childSearchQuerySchema = z.object({ q: z.string().trim().max(100).default('') });

export function childSearchPath(q: string): string {
  return `${ADMIN_CHILD_SEARCH_PATH}?q=${encodeURIComponent(q)}`;
}

export interface ChildSearchResult {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  parentName: string;
}

export interface ChildSearchResponse {
  children: ChildSearchResult[];
}
