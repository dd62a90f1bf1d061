import { AuthDebug } from '../../features/auth';

export default function AuthDebugPage() {
  return <AuthDebug />;
}
