// The contract of the admin's parents endpoints (/api/admin/parents, defined in admin-parent-endpoints.ts), shared
// by the admin routes and screens.
// Admin profiles are never listed, counted or changed here.
import { z } from 'zod';
import { type ListPage, pageQueryFields } from '../paging';

/** Alle / Mit Kindern / Ohne Kinder: children the parent registered themselves. */
export const PARENT_CHILDREN_FILTERS = ['all', 'with', 'without'] as const;
export type ParentChildrenFilter = (typeof PARENT_CHILDREN_FILTERS)[number];

export const ADMIN_PARENTS_SORTS = ['name', 'newest'] as const;
export type AdminParentsSort = (typeof ADMIN_PARENTS_SORTS)[number];

/** The search of the list and of its summary: every word must match the name or the e-mail. */
export const adminParentsSearchSchema = z.object({ q: z.string().trim().max(100).default('') });

/** `GET /admin/parents?q=&children=all|with|without&sort=name&page=1` */
export const adminParentsQuerySchema = adminParentsSearchSchema.extend({
  children: z.enum(PARENT_CHILDREN_FILTERS).default('all'),
  sort: z.enum(ADMIN_PARENTS_SORTS).default('name'),
  ...pageQueryFields,
});
export type AdminParentsQuery = z.output<typeof adminParentsQuerySchema>;

/** better-auth's ids (not uuids): a path id of another shape is as unknown as a missing parent. */
export const profileIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/**
 * The second parent as the back office sees it (decision 012): `linked` once the named parent accepted, `offered`
 * while this parent's offer waits for an answer. Changed only by the parents themselves (decision 014).
 */
export type AdminPartner =
  | { status: 'linked'; email: string; name: string }
  | { status: 'offered'; email: string };

interface AdminParentChild {
  id: string;
  firstName: string;
  lastName: string;
}

export interface AdminParent {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  mobile: string | null;
  createdAt: string;
  /** The children this parent registered (a linked partner's children are theirs). */
  children: AdminParentChild[];
  partner: AdminPartner | null;
}

export type AdminParentsPage = ListPage<AdminParent>;

/** `GET /admin/parents/summary?q=`: the stats over the parents the search selects (all without a search). */
export interface AdminParentsSummary {
  stats: {
    total: number;
    withChildren: number;
    withoutChildren: number;
    /** In an accepted second-parent link. */
    withPartner: number;
  };
}

export interface AdminParentResponse {
  parent: AdminParent;
}
