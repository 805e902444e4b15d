import { adminParentsMessages as m } from '@domain/messages/admin-people';
import type { AdminParent, AdminPartner } from '@domain/parents/admin-parents-api';
import { personName } from '@domain/people/person-name';

/** A parent by name, or by e-mail while the profile has none. */
export const parentName = (parent: AdminParent) => personName(parent) || parent.email;

/** The second parent in words: linked (with name) or offered and not yet confirmed. */
export function partnerText(partner: AdminPartner | null): string {
  if (!partner) return m.noPartner;
  return partner.status === 'linked'
    ? m.partnerLinked(partner.name === partner.email ? partner.email : `${partner.name} (${partner.email})`)
    : m.partnerOffered(partner.email);
}
