// The contract of the admin's credit-pack endpoints (/api/admin/packs): the "Abos" screen (admin-back-office.md
// sections 2, 3 and 8): the list by tab with its stats, a pack's details, expire or cancel, and the grant of a
// pack paid in person. Shared by routes and screens; each endpoint is defined in admin-pack-endpoints.ts.
import { z } from 'zod';
import { CREDIT_PACK_CREDITS, CREDIT_PACK_PRICE_CENTS } from '../constants';
import { type ListPage, pageQueryFields } from '../paging';
import type { PackStatus, PaymentMethod } from './values';

/** The screen's tabs. Expired holds the packs past their date whose status the expiry job has not set yet. */
export const ADMIN_PACK_TABS = ['active', 'expired', 'cancelled'] as const;
export type AdminPackTab = (typeof ADMIN_PACK_TABS)[number];

/** Where a pack came from, as stored. */
export const ADMIN_PACK_ORIGINS = ['PURCHASE', 'REFUND', 'ADMIN', 'LEGACY'] as const;
export type AdminPackOrigin = (typeof ADMIN_PACK_ORIGINS)[number];

/** How a parent paid in person for a pack the admin grants. */
export const PACK_GRANT_METHODS = ['CASH', 'TWINT_MANUAL'] as const satisfies readonly PaymentMethod[];
export type PackGrantMethod = (typeof PACK_GRANT_METHODS)[number];

/** The search of the list and its stats: every word in the parent's name or e-mail. */
export const adminPacksFilterSchema = z.object({ q: z.string().trim().max(100).default('') });
export type AdminPacksFilter = z.output<typeof adminPacksFilterSchema>;

/** `GET /admin/packs?tab=active&q=&page=1` */
export const adminPacksQuerySchema = adminPacksFilterSchema.extend({
  tab: z.enum(ADMIN_PACK_TABS).default('active'),
  ...pageQueryFields,
});
export type AdminPacksQuery = z.output<typeof adminPacksQuerySchema>;

/** `POST /admin/packs/:packId/status`: an active pack expires or is cancelled. */
export const packStatusChangeSchema = z.object({ status: z.enum(['EXPIRED', 'CANCELLED']) });
export type PackStatusChange = z.output<typeof packStatusChangeSchema>;

/** `POST /admin/packs`: a 10+1 pack paid in person (a shop order of "Abo 10+1" fulfilled). */
export const packGrantSchema = z.object({
  /** Made when the form opens: the same grant sent again (a retry, a double click) answers the pack it made. */
  grantKey: z.uuid(),
  parentId: z.string().trim().min(1).max(100),
  method: z.enum(PACK_GRANT_METHODS),
  /** Paid in person: above 0 (a free pack would read as Legacy by the domain's rule). */
  priceCents: z.number().int().min(1).max(1_000_000).default(CREDIT_PACK_PRICE_CENTS),
  credits: z.number().int().min(1).max(100).default(CREDIT_PACK_CREDITS),
  /** The parent's shop order of "Abo 10+1" this grant fulfils; an order is fulfilled by one pack at most. */
  shopOrderId: z.guid().optional(),
});
export type PackGrant = z.output<typeof packGrantSchema>;

/** `GET /admin/packs/orders?parentId=&page=`: shop orders of "Abo 10+1" no pack fulfils yet, oldest first. */
export const packOrdersQuerySchema = z.object({
  parentId: z.string().trim().min(1).max(100).optional(),
  ...pageQueryFields,
});
export type PackOrdersQuery = z.output<typeof packOrdersQuerySchema>;

/** A shop order of "Abo 10+1" waiting for the admin's grant (paid on site). */
export interface AdminPackOrder {
  orderId: string;
  parentId: string;
  parentName: string;
  parentEmail: string;
  orderedAt: string;
  /** How many packs the order holds, and what they cost together. */
  quantity: number;
  priceCents: number;
}

export type AdminPackOrdersPage = ListPage<AdminPackOrder>;

export interface AdminPack {
  id: string;
  parentId: string;
  parentName: string;
  parentEmail: string;
  status: PackStatus;
  /** Past its date while the stored status still says ACTIVE. */
  pastExpiry: boolean;
  origin: AdminPackOrigin;
  /** The domain's Legacy rule: free, in whole 10+1 packs. */
  legacy: boolean;
  /** The domain's low-credit rule: a quarter or less left. */
  lowCredit: boolean;
  totalCredits: number;
  creditsRemaining: number;
  unitValueCents: number;
  priceCentsPaid: number;
  paymentMethod: PaymentMethod | null;
  createdAt: string;
  expiresAt: string | null;
}

export type AdminPacksPage = ListPage<AdminPack>;

interface AdminPacksStats {
  activePacks: number;
  creditsOutstanding: number;
  /** What the outstanding credits are worth, at each pack's unit value. */
  outstandingValueCents: number;
  expiringIn30Days: number;
}

export interface AdminPacksSummary {
  stats: AdminPacksStats;
  /** How many packs each tab holds (with the search). */
  tabs: Record<AdminPackTab, number>;
}

interface AdminPackConsumption {
  id: string;
  childName: string;
  title: string | null;
  /** When the training starts. */
  date: string | null;
  qty: number;
  consumedAt: string;
  /** Given back (the booking was cancelled in time or the payment refunded): shown as refunded. */
  revertedAt: string | null;
}

export interface AdminPackDetails {
  pack: AdminPack;
  /** For a credit given back: the training payment it came from. */
  originPayment: { id: string; childName: string; title: string | null; date: string | null } | null;
  consumptions: AdminPackConsumption[];
}

export interface AdminPackResponse {
  pack: AdminPack;
}
