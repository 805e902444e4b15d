import { personName } from '../../../domain/people/person-name';
import type { AuditEntry } from '../audit/record-audit';

interface AdminAccount {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** An admin as audit rows and mails name them: by name, or by e-mail while they have none. */
export function adminName(admin: Omit<AdminAccount, 'id'>): string {
  return personName(admin) || admin.email;
}

/** How an audit row names the admin account an action is about: by name (or e-mail) as it was at the time. */
export function adminAudited(admin: AdminAccount): Pick<AuditEntry, 'subject' | 'details'> {
  return {
    subject: { type: 'admin', id: admin.id },
    details: { name: adminName(admin), email: admin.email },
  };
}
