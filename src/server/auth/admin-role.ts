import type { Role } from '../../domain/profile-completeness';
import type { Config } from '../config';

// Who is an admin (decision 013): an account while ADMIN_EMAILS names its address, and an account an admin pinned
// by hand (the demo seed, later a back-office action), which the list does not take away. Removing an address from
// ADMIN_EMAILS therefore demotes the account it made an admin: at its next sign-in, and already at the next
// request of a session it still holds.

interface RoleHolder {
  email: string;
  role?: Role | string | null | undefined;
  pinnedAdmin?: boolean | null | undefined;
}

export function isListedAdmin(config: Pick<Config, 'ADMIN_EMAILS'>, email: string): boolean {
  return config.ADMIN_EMAILS.includes(email.toLowerCase());
}

/** The role the account has by the current configuration (what a sign-in stores). */
export function roleByConfig(config: Pick<Config, 'ADMIN_EMAILS'>, account: RoleHolder): Role {
  return isListedAdmin(config, account.email) || account.pinnedAdmin === true ? 'admin' : 'parent';
}

/** A stored admin role the configuration no longer backs: its sessions end, the account becomes a parent. */
export function isRevokedAdmin(config: Pick<Config, 'ADMIN_EMAILS'>, account: RoleHolder): boolean {
  return account.role === 'admin' && roleByConfig(config, account) !== 'admin';
}
