// What the auth feature offers pages, the app and other features; everything else in it is internal.
export { currentUserQueryOptions, useCurrentUser, useSignedInUser } from './api/get-current-user';
export { useAuthProviders } from './api/get-auth-providers';
export { startGoogleLogin } from './api/google-login';
export { useLogout } from './api/logout';
export { useEndOtherSessions } from './api/end-other-sessions';
export { AuthGate } from './components/auth-gate';
export { RequireAdmin } from './components/require-admin';
export { displayOrFullName, greetingName } from './lib/user-name';
export { leaveSignedOutNote } from './lib/signed-out-note';
export { type User } from './types';
