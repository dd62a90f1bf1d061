import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/session';
import { useTranslation } from '../messages';
import { JsonView } from './json-view';
import { ServerProbe } from './server-probe';
import { UserEditor } from './user-editor';
import '../admin.css';

/**
 * The spec's auth debug page, outside the signed-in layout: what the server thinks of this
 * browser's session, the Google sign-in, a server probe and the user form. Signed out it shows
 * that no one is signed in; a signed-in user who is not an admin is sent to the dashboard. The
 * page hands it the auth feature's Google sign-in.
 */
export function AuthDebug({ googleSignIn }: { googleSignIn: ReactNode }) {
  const { t } = useTranslation();
  const { user, isLoading, error } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  if (user && user.role !== 'admin') return <Navigate replace to={paths.dashboard} />;

  return (
    <div className="page-stack">
      <PageHeader title={t('authDebug.title')} back={{ to: paths.home, label: t('authDebug.toApp') }} />
      <section className="section" aria-labelledby="auth-debug-user">
        <h2 id="auth-debug-user" className="section__title">
          {t('authDebug.userHeading')}
        </h2>
        {error && <Alert>{t('authDebug.error', { message: error.message })}</Alert>}
        {user ? <JsonView value={user} label={t('authDebug.userHeading')} /> : <p className="muted">{t('authDebug.noUser')}</p>}
      </section>
      {googleSignIn}
      <ServerProbe />
      {user && <UserEditor key={user.id} user={user} />}
    </div>
  );
}
