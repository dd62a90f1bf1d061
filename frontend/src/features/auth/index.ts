// What the auth feature offers pages, the app and other features; everything else in it is internal.
export { currentUserQueryOptions, useSignedInUser } from './api/get-current-user';
export { useLogout } from './api/logout';
export { AuthDebug } from './components/auth-debug';
export { AuthGate } from './components/auth-gate';
export { RequireAdmin } from './components/require-admin';
export { displayOrFullName, greetingName } from './lib/user-name';
export { type User } from './types';
