import { useMutation } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { probeUsers } from '../api/probe-users';
import { useTranslation } from '../messages';
import { JsonView } from './json-view';

/** The spec's server probe: asks the server for its users (`GET /api/debug/postgres?entity=User`) and shows the answer. */
export function ServerProbe() {
  const { t } = useTranslation();
  const probe = useMutation({ mutationFn: () => probeUsers(20) });
  return (
    <section className="section" aria-labelledby="auth-debug-probe">
      <div className="section__header">
        <h2 id="auth-debug-probe" className="section__title">
          {t('authDebug.probe')}
        </h2>
        <button type="button" className="button button--secondary button--small" onClick={() => probe.mutate()} disabled={probe.isPending}>
          {probe.isPending ? t('authDebug.probing') : t('authDebug.probeRun')}
        </button>
      </div>
      {probe.error && <Alert>{t('authDebug.error', { message: probe.error.message })}</Alert>}
      {probe.data && (
        <>
          <p className="muted">{t('authDebug.probeResult', { count: probe.data.count, limit: probe.data.limit, sort: probe.data.sort })}</p>
          {probe.data.error && <Alert>{t('authDebug.error', { message: probe.data.error })}</Alert>}
          <JsonView value={probe.data.data} label={t('authDebug.probe')} />
        </>
      )}
    </section>
  );
}
