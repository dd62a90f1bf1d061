import type { ReactNode } from 'react';
import { useSignedInUser } from '../../../lib/session';
import { FeedbackButton } from '../../feedback';
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
import { OnboardingRestart } from './onboarding-restart';
import { PauseModeCard } from './pause-mode-card';
import { ProfileSummary } from './profile-summary';
import { VibrationTest } from './vibration-test';

/** `children`: settings of other features the page shows with the profile (the coach's). */
export function ProfileSettings({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const isAdmin = user.role === 'admin';

  return (
    <div className="page-stack">
      <PageHeader title={t('profile.title')} />
      <ProfileSummary user={user} />
      <NameForm user={user} />
      <LanguageSwitch user={user} />
      <PauseModeCard user={user} />
      <DataLinks />
      {children}
      {isAdmin && <AdminLinks />}
      <div className="profile-actions">
        <FeedbackButton userEmail={user.email} />
        <OnboardingRestart />
        {isAdmin && <VibrationTest />}
        <EndOtherSessionsButton />
        <LogoutButton />
        <DeleteAccount user={user} />
      </div>
      <p className="build-info">{t('profile.build', { version: APP_BUILD_VERSION })}</p>
    </div>
  );
}
