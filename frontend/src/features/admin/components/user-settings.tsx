import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../../../lib/session';
import { DEBUG_REFRESH_MS } from '../api/keys';
import { useTranslation } from '../messages';
import { JsonView } from './json-view';

/** The signed-in admin's own record as the server has it now. */
export function UserSettings() {
  const { t } = useTranslation();
  const { data: user } = useQuery({ ...currentUserQueryOptions(), refetchInterval: DEBUG_REFRESH_MS });
  return (
    <section className="section" aria-labelledby="admin-settings">
      <h2 id="admin-settings" className="section__title">
        {t('admin.settings')}
      </h2>
      <JsonView value={user} label={t('admin.settings')} />
    </section>
  );
}
