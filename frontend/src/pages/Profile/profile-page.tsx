import { CoachSetting } from '../../features/coach';
import { FeedbackButton } from '../../features/feedback';
import { OnboardingRestart } from '../../features/onboarding';
import { ProfileSettings } from '../../features/profile';
import { ownedEffects, useInventory } from '../../features/shop';
import { useSignedInUser } from '../../lib/session';

export default function ProfilePage() {
  const user = useSignedInUser();
  const effects = ownedEffects(useInventory().data);
  return (
    <ProfileSettings
      effects={effects}
      actions={
        <>
          <FeedbackButton userEmail={user.email} />
          <OnboardingRestart />
        </>
      }
    >
      <CoachSetting />
    </ProfileSettings>
  );
}
