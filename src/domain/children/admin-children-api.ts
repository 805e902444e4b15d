// The contract of the admin's children endpoints (/api/admin/children): the "Kinder" screen (list, summary, edit,
// delete, AHV on demand) and the child search of the participants panels ("+ Kind"). Shared by routes and screens;
// each endpoint is defined in admin-children-endpoints.ts.
import { z } from 'zod';
import { NAME_MAX } from '../form-fields';
import { type ListPage, pageQueryFields } from '../paging';
import type { ChildView } from './children-api';

export const CHILD_SEARCH_LIMIT = 20;

export const childSearchQuerySchema = z.object({ q: z.string().trim().max(100).default('') });

export interface ChildSearchResult {
  id: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  parentName: string;
  /** The parents allow photos of the child to be shown (decision 038): without it the child cannot be tagged. */
  photoConsentFamily: boolean;
}

export interface ChildSearchResponse {
  children: ChildSearchResult[];
}

/**
 * How the list is ordered: by name, youngest first, latest registered first, or whose birthday comes next (from today
 * in Zurich; the dashboard's birthday card links here).
 */
export const ADMIN_CHILDREN_SORTS = ['name', 'youngest', 'newest', 'birthday'] as const;
export type AdminChildrenSort = (typeof ADMIN_CHILDREN_SORTS)[number];

/** The filters of the list and its summary: name words (all must match), club and level (exact, '' = any). */
export const adminChildrenFilterSchema = z.object({
  q: z.string().trim().max(100).default(''),
  club: z.string().trim().max(NAME_MAX).default(''),
  level: z.string().trim().max(NAME_MAX).default(''),
});
export type AdminChildrenFilter = z.output<typeof adminChildrenFilterSchema>;

/** `GET /admin/children?q=&club=&level=&sort=name&page=1` */
export const adminChildrenQuerySchema = adminChildrenFilterSchema.extend({
  sort: z.enum(ADMIN_CHILDREN_SORTS).default('name'),
  ...pageQueryFields,
});
export type AdminChildrenQuery = z.output<typeof adminChildrenQuerySchema>;

/** A parent as the children list names them: the one who registered the child. */
export interface AdminPersonRef {
  id: string;
  /** First and last name, or the e-mail while the profile has no name. */
  name: string;
  email: string;
}

/** A child as the back office lists it: what its parents see (the AHV only as its last four digits), and more. */
export interface AdminChild extends ChildView {
  createdAt: string;
  parent: AdminPersonRef;
  /** The parent's partner of an accepted second-parent link (decision 012); null without one. */
  secondParent: AdminPersonRef | null;
}

export type AdminChildrenPage = ListPage<AdminChild>;

/**
 * `GET /admin/children/summary?q=&club=&level=`: the stats over the children the filters select (all children
 * without filters), and the clubs and levels to filter by (of all children, so a chosen filter keeps its choices).
 */
export interface AdminChildrenSummary {
  stats: {
    children: number;
    /** The parents of those children: who registered them and their linked second parents. */
    parents: number;
    /** Distinct clubs among them (children without a club not counted). */
    clubs: number;
    withAhv: number;
  };
  clubs: string[];
  levels: string[];
}

/** `PUT /admin/children/:id` answers the child as the list shows it. */
export interface AdminChildResponse {
  child: AdminChild;
}

/** What keeps a child from being deleted (CHILD_HAS_RECORDS, details.records). */
const CHILD_RECORD_KINDS = ['registrations', 'payments', 'credit', 'photos'] as const;
export type ChildRecordKind = (typeof CHILD_RECORD_KINDS)[number];
