import type { ReactNode } from 'react';
import { useSignedInUser } from '../../../lib/session';
import { PageHeader } from '../../../components/ui/page-header';
import { APP_BUILD_VERSION } from '../../../lib/build-info';
import { useTranslation } from '../messages';
import { AdminLinks } from './admin-links';
import { DataLinks } from './data-links';
import { DeleteAccount } from './delete-account';
import { EndOtherSessionsButton } from './end-other-sessions-button';
import { LanguageSwitch } from './language-switch';
import { LogoutButton } from './logout-button';
import { NameForm } from './name-form';
import { PauseModeCard } from './pause-mode-card';
import { ProfileSummary, type PictureEffects } from './profile-summary';
import { VibrationTest } from './vibration-test';

interface ProfileSettingsProps {
  /** Settings of other features the page shows with the profile (the coach's). */
  children?: ReactNode;
  /** Other features' actions, first among the profile's (feedback, restarting onboarding). */
  actions?: ReactNode;
  /** What the shop added to the picture. */
  effects?: PictureEffects;
}

export function ProfileSettings({ children, actions, effects }: ProfileSettingsProps) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const isAdmin = user.role === 'admin';

  return (
    <div className="page-stack">
      <PageHeader title={t('profile.title')} />
      <ProfileSummary user={user} effects={effects} />
      <NameForm user={user} />
      <LanguageSwitch user={user} />
      <PauseModeCard user={user} />
      <DataLinks />
      {children}
      {isAdmin && <AdminLinks />}
      <div className="profile-actions">
        {actions}
        {isAdmin && <VibrationTest />}
        <EndOtherSessionsButton />
        <LogoutButton />
        <DeleteAccount user={user} />
      </div>
      <p className="build-info">{t('profile.build', { version: APP_BUILD_VERSION })}</p>
    </div>
  );
}
