import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { currentLanguage, setLanguage } from '../../../i18n';
import { useCurrentUser } from '../api/get-current-user';
import { FullScreenSpinner } from '../../../components/ui/spinner';

// Only a signed-out visit needs the sign-in screen; a signed-in one never loads it.
const LoginScreen = lazy(() => import('./login-screen').then((login) => ({ default: login.LoginScreen })));

/** Spec §4 "Auth": loading -> spinner, no user -> login, else the app, in the language stored on the account. */
export function AuthGate({ children }: { children: ReactNode }) {
  const { user, isLoading, error } = useCurrentUser();
  const language = user?.language;
  useEffect(() => {
    if (language && language !== currentLanguage()) void setLanguage(language);
  }, [language]);
  if (isLoading) return <FullScreenSpinner />;
  if (!user) {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <LoginScreen authError={error} />
      </Suspense>
    );
  }
  return <>{children}</>;
}
