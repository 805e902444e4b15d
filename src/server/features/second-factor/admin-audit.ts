import { personName } from '../../../domain/people/person-name';
import type { AuditEntry } from '../audit/record-audit';

/** How an audit row names the admin account an action is about: by name (or e-mail) as it was at the time. */
export function adminAudited(admin: {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}): Pick<AuditEntry, 'subject' | 'details'> {
  return {
    subject: { type: 'admin', id: admin.id },
    details: { name: personName(admin) || admin.email, email: admin.email },
  };
}
