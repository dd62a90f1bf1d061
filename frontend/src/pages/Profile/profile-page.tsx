import { CoachSetting } from '../../features/coach';
import { ProfileSettings } from '../../features/profile';

export default function ProfilePage() {
  return (
    <ProfileSettings>
      <CoachSetting />
    </ProfileSettings>
  );
}
