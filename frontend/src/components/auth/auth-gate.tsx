import type { ReactNode } from 'react';
import { useCurrentUser } from '../../api/auth';
import { FullScreenSpinner } from '../ui/spinner';
import { LoginScreen } from './login-screen';

/** Spec §4 "Auth": loading -> spinner, no user -> login, else the app. */
export function AuthGate({ children }: { children: ReactNode }) {
  const { user, isLoading, error } = useCurrentUser();
  if (isLoading) return <FullScreenSpinner />;
  if (!user) return <LoginScreen authError={error} />;
  return <>{children}</>;
}
