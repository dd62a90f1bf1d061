import { redirectTo } from '../../../lib/browser-navigation';

/** The server runs the OAuth flow and comes back to "/" signed in. */
export function startGoogleLogin(): void {
  redirectTo('/api/auth/login');
}
