import { lazy, useState, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { AuthGate, RequireAdmin } from '../features/auth';
import { TrainingBanner } from '../features/guided-training';
import { OnboardingRedirect } from '../features/onboarding';
import { RootLayout } from '../components/layout/root-layout';
import { SignedInLayout } from '../components/layout/signed-in-layout';
import { StandaloneLayout } from '../components/layout/standalone-layout';
import { LowercasePathRedirect } from './lowercase-path-redirect';
import { SignedInStatus } from './signed-in-status';
import { loadDashboardPage, loadedDashboardPage } from './preload-first-screen';
import { paths } from '../config/paths';

// Each page is its own chunk; React.lazy needs the page as the module's default export.
const LazyDashboardPage = lazy(loadDashboardPage);
const AddWorkoutPage = lazy(() => import('../pages/AddWorkout/add-workout-page'));
const ProfilePage = lazy(() => import('../pages/Profile/profile-page'));
const ChatPage = lazy(() => import('../pages/Chat/chat-page'));
const FeedbackManagementPage = lazy(() => import('../pages/FeedbackManagement/feedback-management-page'));
const TrainingPlanPage = lazy(() => import('../pages/TrainingPlan/training-plan-page'));
const OnboardingPage = lazy(() => import('../pages/Onboarding/onboarding-page'));
const ShopPage = lazy(() => import('../pages/Shop/shop-page'));
const GuidedTrainingPage = lazy(() => import('../pages/GuidedTraining/guided-training-page'));
const ExercisePage = lazy(() => import('../pages/Exercise/exercise-page'));
const ImportPage = lazy(() => import('../pages/Import/import-page'));
const HistoryPage = lazy(() => import('../pages/Verlauf/history-page'));
const DebugDashboardPage = lazy(() => import('../pages/DebugDashboard/debug-dashboard-page'));
const AuthDebugPage = lazy(() => import('../pages/AuthDebug/auth-debug-page'));

// Case-sensitive so that "/dashboard" reaches the redirect instead of silently matching.
const page = (path: string, element: ReactNode): RouteObject => ({ path, element, caseSensitive: true });

const adminOnly = (element: ReactNode) => <RequireAdmin>{element}</RequireAdmin>;

/** The dashboard, at once when its module is already there (the first screen), else lazily; decided once per visit of the page. */
function DashboardPage() {
  const [Page] = useState(() => loadedDashboardPage() ?? LazyDashboardPage);
  return <Page />;
}

export const appRoutes: RouteObject[] = [
  {
    // RootLayout shows the error screen when a page throws or its chunk fails to load.
    element: <RootLayout />,
    children: [
      {
        element: <StandaloneLayout />,
        children: [page(paths.authDebug, <AuthDebugPage />)],
      },
      {
        element: (
          <AuthGate>
            <OnboardingRedirect>
              {(answering) => <SignedInLayout banner={<TrainingBanner />} status={<SignedInStatus />} navigation={!answering} />}
            </OnboardingRedirect>
          </AuthGate>
        ),
        children: [
          { index: true, element: <DashboardPage /> },
          page(paths.dashboard, <DashboardPage />),
          page(paths.addWorkout, <AddWorkoutPage />),
          page(paths.profile, <ProfilePage />),
          page(paths.chat, <ChatPage />),
          // The spec shows no role check here; the list is admin data, so it is guarded like the debug view.
          page(paths.feedbackManagement, adminOnly(<FeedbackManagementPage />)),
          page(paths.trainingPlan, <TrainingPlanPage />),
          page(paths.onboarding, <OnboardingPage />),
          page(paths.shop, <ShopPage />),
          page(paths.guidedTraining, <GuidedTrainingPage />),
          page(paths.exercise, <ExercisePage />),
          page(paths.import, <ImportPage />),
          page(paths.history, <HistoryPage />),
          page(paths.debugDashboard, adminOnly(<DebugDashboardPage />)),
        ],
      },
      { path: '*', element: <LowercasePathRedirect /> },
    ],
  },
];

/**
 * The routes in react-router's declarative mode (`<BrowserRouter>` in app.tsx): the app uses no
 * loaders or actions, and the data router was 56 of the shell's 361 KB (docs/decisions/16-first-load.md); RootLayout keeps the scroll per history entry and the error screen.
 */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
