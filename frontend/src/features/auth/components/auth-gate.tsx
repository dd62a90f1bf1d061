import type { ReactNode } from 'react';
import { useCurrentUser } from '../api/get-current-user';
import { FullScreenSpinner } from '../../../components/ui/spinner';
import { LoginScreen } from './login-screen';

/** Spec §4 "Auth": loading -> spinner, no user -> login, else the app. */
export function AuthGate({ children }: { children: ReactNode }) {
  const { user, isLoading, error } = useCurrentUser();
  if (isLoading) return <FullScreenSpinner />;
  if (!user) return <LoginScreen authError={error} />;
  return <>{children}</>;
}
