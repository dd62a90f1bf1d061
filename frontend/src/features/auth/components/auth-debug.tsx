import { startGoogleLogin } from '../api/google-login';
import { useAuthProviders } from '../api/get-auth-providers';
import { useCurrentUser } from '../api/get-current-user';
import { paths } from '../../../config/paths';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { useTranslation } from '../messages';

/** Reachable signed in or out, for checking what the server thinks of this browser's session. */
export function AuthDebug() {
  const { t } = useTranslation();
  const { user, isLoading, error } = useCurrentUser();
  const providers = useAuthProviders();

  return (
    <div className="page-stack">
      <PageHeader title={t('authDebug.title')} back={{ to: paths.home, label: t('authDebug.toApp') }} />
      {isLoading ? (
        <PageSpinner />
      ) : (
        <section className="section" aria-labelledby="auth-debug-user">
          <h2 id="auth-debug-user" className="section__title">
            {t('authDebug.userHeading')}
          </h2>
          {error && <Alert>{t('authDebug.error', { message: error.message })}</Alert>}
          {user ? <pre className="code-block">{JSON.stringify(user, null, 2)}</pre> : <p className="muted">{t('authDebug.noUser')}</p>}
        </section>
      )}
      {providers.data?.google && (
        <button type="button" className="button button--secondary button--block" onClick={startGoogleLogin}>
          {t('login.google')}
        </button>
      )}
    </div>
  );
}
