/**
 * Route guard (back office spec §2 Route guard): a loading state while the session is resolved,
 * then signed-out users go to /login and come back to the page they asked for.
 */
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/spinner';
import { paths } from '../../lib/paths';
import { useMe } from '../../lib/use-me';

export function RequireAuth() {
  const { user, isLoading } = useMe();
  const location = useLocation();
  if (isLoading) return <Spinner />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
