// The screens of signing in and the gates before the app, for pages and the app; the session itself is lib/session.
export { GoogleSignInCheck } from './components/google-sign-in-check';
export { AuthGate } from './components/auth-gate';
export { RequireAdmin } from './components/require-admin';
