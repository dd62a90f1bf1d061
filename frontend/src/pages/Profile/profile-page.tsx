import { ProfileSettings } from '../../features/profile';

export default function ProfilePage() {
  return <ProfileSettings />;
}
