import type { Role } from '../../domain/profile-completeness';

// How long a session lasts beyond better-auth's own 14 days sliding expiry, decided on our clock (decision 013).
// Parents: 60 days from the sign-in at most, then a new sign-in. Admins: 12 hours from the sign-in at most, and
// 30 minutes without a request (OWASP ASVS 7.3). The last request of an admin session is written at most once a
// minute, so the idle limit holds to the minute. A trainer's account has the admin's factor and sees health data,
// so its sessions keep the admin's limits too (decision 050, amended 2026-11-29), in the parent area as well.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const SESSION_LIMITS = {
  parent: { absoluteMs: 60 * DAY_MS, idleMs: null },
  admin: { absoluteMs: 12 * HOUR_MS, idleMs: 30 * MINUTE_MS },
} as const satisfies Record<Role, { absoluteMs: number; idleMs: number | null }>;

/** How stale a recorded last request may get before it is written again. */
const LAST_SEEN_RESOLUTION_MS = MINUTE_MS;

interface SessionTimes {
  createdAt: Date;
  /** The last request recorded; null for a session that has none yet. */
  lastSeenAt: Date | null;
}

/** 'ended': revoke it; 'touch': valid, record this request as the last one; 'valid': nothing to write. */
type SessionVerdict = 'ended' | 'touch' | 'valid';

/** `limitsOf`: 'admin' for an admin's or a trainer's account, 'parent' for everyone else. */
export function judgeSession(limitsOf: Role, session: SessionTimes, now: Date): SessionVerdict {
  const limits = SESSION_LIMITS[limitsOf];
  const at = now.getTime();
  if (at - session.createdAt.getTime() > limits.absoluteMs) return 'ended';
  if (limits.idleMs === null) return 'valid';
  const lastSeen = (session.lastSeenAt ?? session.createdAt).getTime();
  if (at - lastSeen > limits.idleMs) return 'ended';
  return at - lastSeen >= LAST_SEEN_RESOLUTION_MS ? 'touch' : 'valid';
}
