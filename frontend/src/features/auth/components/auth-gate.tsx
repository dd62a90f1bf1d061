import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { currentLanguage, setLanguage } from '../../../i18n';
import { useCurrentUser } from '../../../lib/session';
import { FullScreenSpinner } from '../../../components/ui/spinner';
import { NetworkError } from '../../../lib/api-client';
import { OfflineScreen } from './offline-screen';

// Only a signed-out visit needs the sign-in screen; a signed-in one never loads it.
const LoginScreen = lazy(() => import('./login-screen').then((login) => ({ default: login.LoginScreen })));

/**
 * Spec §4 "Auth": loading -> spinner, no user -> login, else the app, in the language stored on the
 * account. Without any answer (offline before the app was kept for offline use) the login could not
 * work either: an offline screen says so instead.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { user, isLoading, error, retry } = useCurrentUser();
  const language = user?.language;
  useEffect(() => {
    if (language && language !== currentLanguage()) void setLanguage(language);
  }, [language]);
  if (isLoading) return <FullScreenSpinner />;
  if (!user && error instanceof NetworkError) return <OfflineScreen onRetry={retry} />;
  if (!user) {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <LoginScreen authError={error} />
      </Suspense>
    );
  }
  return <>{children}</>;
}
