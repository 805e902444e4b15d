// The contract of the parent's "Meine Daten" (issue 18, decision 037; my-data-endpoints.ts), shared by server and
// web.
import { z } from 'zod';
import type { codeSentSchema } from '../profile';

/** Something that must be settled before the account can be deleted (decision 037: refused, not settled for you). */
export interface DeletionBlocker {
  kind: 'training' | 'camp' | 'payment' | 'refund';
  /** The child's name and the offer, as the parent knows them. */
  label: string;
}

/** GET /my-data/deletion */
export interface DeletionPreview {
  /** What is erased: counts per kind, and the children by name. */
  erased: {
    children: string[];
    bookings: number;
    supportRequests: number;
    pushDevices: number;
    calendarLink: boolean;
    photoTags: number;
    shopOrders: number;
  };
  /** What is kept without names, and why (OR art. 958f). */
  kept: { payments: number; paidCents: number; packs: number; creditsForfeited: number };
  /** The linked second parent, who is told by mail and keeps their own account and children. */
  partnerLinked: boolean;
  blockers: DeletionBlocker[];
}

export const deletionConfirmSchema = z.object({ code: z.string().trim().max(20) });

/** POST /my-data/deletion/code: seconds until another code may be requested. */
export type DeletionCodeAnswer = z.infer<typeof codeSentSchema>;

/** The pseudonym the kept bookkeeping records carry after the deletion: "Gelöschte Familie #1a2b3c4d". */
export const ERASED_FAMILY_NAME = 'Gelöschte Familie';
export const ERASED_CHILD_NAME = 'Gelöschtes Kind';

export function erasedTag(id: string): string {
  // Profile ids are better-auth's random strings (letters, digits, '_' or '-'): the tag keeps letters and digits.
  return `#${id
    .replace(/[^0-9a-z]/gi, '')
    .slice(0, 8)
    .toLowerCase()}`;
}

export function erasedFamilyName(parentId: string): string {
  return `${ERASED_FAMILY_NAME} ${erasedTag(parentId)}`;
}

/** The zip's name: anpfiff-daten-2026-11-24.zip */
export function exportFileName(today: string): string {
  return `anpfiff-daten-${today}.zip`;
}
