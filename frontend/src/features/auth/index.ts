// The screens of signing in and the gates before the app, for pages and the app; the session itself is lib/session.
export { useAuthProviders } from './api/get-auth-providers';
export { startGoogleLogin } from './api/google-login';
export { AuthGate } from './components/auth-gate';
export { RequireAdmin } from './components/require-admin';
