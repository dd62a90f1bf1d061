import { AuthDebug } from '../../features/admin';

export default function AuthDebugPage() {
  return <AuthDebug />;
}
