// What the onboarding feature offers pages, the app and other features; everything else in it is internal.
export { useRestartOnboarding } from './api/restart-onboarding';
export { OnboardingFlow } from './components/onboarding-flow';
export { OnboardingRestart } from './components/onboarding-restart';
export { OnboardingRedirect } from './components/onboarding-redirect';
