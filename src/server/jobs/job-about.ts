// Whom a mail or push job is about besides its addressee: a partner's booking mail names a child of the other parent,
// an offer mail names the inviter, the provider's notice names the parent who wrote. The account erasure (decision
// 037) finds a family's jobs by these ids and by the recipient, compared for equality, never by the text a job holds:
// any text (the provider's phone in every footer, a child called "0,") can stand in another family's job too.

export interface JobAbout {
  /** Parent accounts (profiles.id) the job names. */
  userIds?: readonly string[];
  /** Children (children.id) the job names. */
  childIds?: readonly string[];
}

/** `about` without empty lists, or undefined when it names nobody: the job's data stays as small as before. */
export function aboutOf(about: JobAbout | undefined): JobAbout | undefined {
  const userIds = [...new Set(about?.userIds ?? [])];
  const childIds = [...new Set(about?.childIds ?? [])];
  if (userIds.length === 0 && childIds.length === 0) return undefined;
  return { ...(userIds.length > 0 ? { userIds } : {}), ...(childIds.length > 0 ? { childIds } : {}) };
}
