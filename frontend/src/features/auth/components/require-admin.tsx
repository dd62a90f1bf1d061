import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSignedInUser } from '../../../lib/session';
import { paths } from '../../../config/paths';

/** Admin screens send everyone else to the dashboard; the server checks again. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  if (user.role !== 'admin') return <Navigate replace to={paths.dashboard} />;
  return <>{children}</>;
}
