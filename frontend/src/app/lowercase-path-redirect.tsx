import { Navigate, useLocation } from 'react-router-dom';
import { toCapitalisedPath } from './lowercase-paths';
import { paths } from '../config/paths';

/** Catch-all route: known pages in another spelling keep their query; anything else is the dashboard. */
export function LowercasePathRedirect() {
  const { pathname, search, hash } = useLocation();
  const target = toCapitalisedPath(pathname);
  if (target) return <Navigate replace to={{ pathname: target, search, hash }} />;
  return <Navigate replace to={paths.dashboard} />;
}
