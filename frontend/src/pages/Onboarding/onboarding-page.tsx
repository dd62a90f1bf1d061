import { OnboardingFlow } from '../../features/onboarding';

export default function OnboardingPage() {
  return <OnboardingFlow />;
}
