import { RestartOnboardingCard } from '../../features/onboarding';
import { ProfileSettings } from '../../features/profile';

export default function ProfilePage() {
  return (
    <>
      <ProfileSettings />
      <RestartOnboardingCard />
    </>
  );
}
