// The signed-in session, below the features: who is signed in, their name, signing out. The screens
// of signing in are the auth feature's (features/auth).
export { currentUserQueryOptions, useCurrentUser, useSignedInUser } from './current-user';
export { useLogout } from './logout';
export { useEndOtherSessions } from './end-other-sessions';
export { displayOrFullName, greetingName } from './user-name';
export { leaveSignedOutNote } from './signed-out-note';
export type { User } from '@hantelwerk/api-types';
