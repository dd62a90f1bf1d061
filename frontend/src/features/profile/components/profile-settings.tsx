import { useSignedInUser } from '../../auth';
import { PageHeader } from '../../../components/ui/page-header';
import { useTranslation } from '../messages';
import { APP_BUILD_VERSION } from '../../../lib/build-info';
import { AdminLinks } from './admin-links';
import { LogoutButton } from './logout-button';
import { ProfileSummary } from './profile-summary';

export function ProfileSettings() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const isAdmin = user.role === 'admin';

  return (
    <div className="page-stack">
      <PageHeader title={t('profile.title')} />
      <ProfileSummary user={user} />
      {isAdmin && <AdminLinks />}
      <LogoutButton />
      <p className="build-info">{t('profile.build', { version: APP_BUILD_VERSION })}</p>
    </div>
  );
}
