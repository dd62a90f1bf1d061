import { useSignedInUser } from '../../api/auth';
import { PageHeader } from '../../components/ui/page-header';
import { t } from '../../i18n';
import { APP_BUILD_VERSION } from '../../lib/build-info';
import { AdminLinks } from './admin-links';
import { LogoutButton } from './logout-button';
import { ProfileSummary } from './profile-summary';

export default function ProfilePage() {
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
