// "Elternteil 2" on the web: the link's state and actions (the Meine Kinder section).
export { secondParentQueryKey, useSecondParent, useSecondParentActions } from './family-queries';
