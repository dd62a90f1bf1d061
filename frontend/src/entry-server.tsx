import { StrictMode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { User } from './lib/session';
import type { Dashboard } from './features/dashboard';
import { GymFloorStatus } from './features/workouts';
import { createQueryClient } from './app/query-client';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/routes';
import { holdFirstScreenData } from './app/first-screen-data';
import { loadDashboardPage } from './app/preload-first-screen';
import { inLanguage } from './i18n';

/**
 * The api's drawing of the dashboard's first screen into index.html (backend/src/app/first-screen.ts),
 * built by `vite build --ssr` into frontend/dist-server: the same components with the same data
 * as the browser's first render, so a phone paints the signed-in lifter's dashboard once the HTML
 * and the stylesheet are there instead of after the scripts (docs/decisions/31-a-first-screen-close-to-the-floor.md). The browser draws the screen again with React (main.tsx), the same DOM.
 */

// The lazy parts the first screen draws, loaded once before the first drawing so that
// renderToString (which cannot wait) finds them there.
const ready = (async () => {
  await loadDashboardPage();
  renderToString(
    <Suspense fallback={null}>
      <GymFloorStatus userId="" />
    </Suspense>,
  );
  await import('./features/workouts/components/gym-floor-status');
  await new Promise((resolve) => setTimeout(resolve, 0));
})();

/** The HTML of `#root` for the signed-in, onboarded `user` at `path` (`/` or `/Dashboard`). */
export async function renderFirstScreen(path: string, user: User, dashboard: Dashboard): Promise<string> {
  await ready;
  const queryClient = createQueryClient();
  holdFirstScreenData(queryClient, { user, dashboard });
  // In the lifter's language: the browser's first render is in it too (prepareFirstScreen), so the drawn screen does not change language.
  const html = inLanguage(user.language, () =>
    renderToString(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </AppProvider>
      </StrictMode>,
    ),
  );
  queryClient.clear();
  return html;
}
