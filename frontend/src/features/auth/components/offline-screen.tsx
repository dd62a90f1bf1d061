import { WifiOff } from 'lucide-react';
import { useEffect } from 'react';
import { LogoMark } from '../../../components/ui/logo-mark';
import { useTranslation } from '../messages';

/**
 * A first visit that lost the connection before the app could be kept for offline use (the service
 * worker not yet active): neither the account nor the sign-in can be reached, so the screen says
 * that, and goes on by itself when the connection is back. Part of the gate's own chunk: the
 * sign-in screen's chunk cannot be loaded offline.
 */
export function OfflineScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <main className="login offline-screen">
      <div className="login__hero">
        <LogoMark size="lg" />
        <WifiOff size={32} aria-hidden="true" className="offline-screen__icon" />
        <h1 className="login__title">{t('offline.title')}</h1>
        <p className="offline-screen__text">{t('offline.text')}</p>
        <button type="button" className="button button--primary button--large" onClick={onRetry}>
          {t('offline.retry')}
        </button>
      </div>
    </main>
  );
}
