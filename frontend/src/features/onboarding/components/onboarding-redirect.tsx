import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSignedInUser } from '../../../lib/session';
import { paths } from '../../../config/paths';

/**
 * Spec §4 Auth: a signed-in user who has not finished onboarding is sent there from every other
 * screen, replacing the history entry. `children` learns whether the lifter is answering the
 * questions, so the layout leaves out a navigation that could lead nowhere else.
 */
export function OnboardingRedirect({ children }: { children: (answering: boolean) => ReactNode }) {
  const user = useSignedInUser();
  const { pathname } = useLocation();
  if (!user.onboarding_completed && pathname !== paths.onboarding) return <Navigate to={paths.onboarding} replace />;
  return <>{children(!user.onboarding_completed)}</>;
}
