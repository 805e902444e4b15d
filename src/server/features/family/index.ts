// What other features use of the family: the scope every parent query filters by, and the sign-in hook.

export { linkPendingPartnerOnSignIn } from './link-on-sign-in';
export { assertFamilyChildren, familyChildIds, inFamilyOf } from './scope';
