import { useEffect, useState } from 'react';
import { startGoogleLogin } from '../api/google-login';
import { useAuthProviders } from '../api/get-auth-providers';
import { useTranslation } from '../messages';
import { LogoMark } from '../../../components/ui/logo-mark';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { DevLoginForm } from './dev-login-form';
import { GoogleIcon } from './google-icon';
import { clearSignedOutNote, readSignedOutNote } from '../../../lib/session/signed-out-note';

export function LoginScreen({ authError }: { authError?: Error | null }) {
  const { t } = useTranslation();
  // Said once: a later visit to the login screen (a reload) no longer mentions the deletion.
  const [note] = useState(readSignedOutNote);
  useEffect(clearSignedOutNote, []);
  return (
    <div className="login">
      <div className="login__hero">
        <LogoMark size="lg" />
        <h1 className="login__title">{t('app.name')}</h1>
        <p className="login__tagline" lang="en">
          {t('login.tagline')}
        </p>
      </div>

      <div className="login__panel">
        {note === 'accountDeleted' && (
          <p className="login__note" role="status">
            {t('login.accountDeleted')}
          </p>
        )}
        {authError && (
          <Alert>
            <p>{t('login.authError')}</p>
            <p className="alert__detail">{authError.message}</p>
          </Alert>
        )}
        <SignInOptions />
        <p className="login__terms">{t('login.terms')}</p>
      </div>
    </div>
  );
}

function SignInOptions() {
  const { t } = useTranslation();
  const providers = useAuthProviders();

  if (providers.isPending) {
    return (
      <div className="login__loading">
        <Spinner size="sm" label={t('login.loadingProviders')} />
        <span aria-hidden="true">{t('login.loadingProviders')}</span>
      </div>
    );
  }

  if (providers.isError) {
    return (
      <Alert>
        <p>{t('login.providersError')}</p>
        <p className="alert__detail">{providers.error.message}</p>
        <button type="button" className="button button--secondary button--small" onClick={() => void providers.refetch()}>
          {t('common.retry')}
        </button>
      </Alert>
    );
  }

  const { google, devLogin } = providers.data;
  if (!google && !devLogin) {
    return <Alert>{t('login.noProviders')}</Alert>;
  }

  return (
    <>
      {google && (
        <button type="button" className="button button--google button--block button--large" onClick={startGoogleLogin}>
          <GoogleIcon />
          {t('login.google')}
        </button>
      )}
      {google && devLogin && (
        <div className="divider" aria-hidden="true">
          <span>{t('login.or')}</span>
        </div>
      )}
      {devLogin && <DevLoginForm prominent={!google} />}
    </>
  );
}
