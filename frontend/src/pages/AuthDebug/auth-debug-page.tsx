import { AuthDebug } from '../../features/admin';
import { GoogleSignInCheck } from '../../features/auth';

export default function AuthDebugPage() {
  return <AuthDebug googleSignIn={<GoogleSignInCheck />} />;
}
