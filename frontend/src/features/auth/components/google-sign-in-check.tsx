import { useAuthProviders } from '../api/get-auth-providers';
import { startGoogleLogin } from '../api/google-login';
import { useTranslation } from '../messages';

/** Google's sign-in as the admin tools try it: the button, off with a note where this server has no Google sign-in. */
export function GoogleSignInCheck() {
  const { t } = useTranslation();
  const providers = useAuthProviders();
  const google = providers.data?.google === true;
  return (
    <div className="page-stack">
      <button type="button" className="button button--secondary button--block" onClick={startGoogleLogin} disabled={!google}>
        {t('login.google')}
      </button>
      {providers.data && !google && <p className="muted">{t('login.googleMissing')}</p>}
    </div>
  );
}
