import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { currentUserQueryOptions } from '../lib/session';
import { dashboardFiltersFrom, dashboardQueryOptions, getDashboard } from '../features/dashboard';
import { currentLanguage, setLanguage } from '../i18n';
import { claimApiCache } from '../lib/api-cache';
import { FIRST_SCREEN_FILTERS, holdFirstScreenData, takeFirstScreenData } from './first-screen-data';

/**
 * Most visits open the dashboard (the app's start page); its chunk is preloaded by index.html and
 * its data (`/api/auth/me`, the dashboard) too. main.tsx imports this module first, so the page's
 * module is asked for as the app starts; routes.tsx renders it as soon as it is there instead of
 * through a lazy component's extra round of suspense.
 */
let dashboardPage: ComponentType | undefined;
export const loadDashboardPage = () =>
  import('../pages/Dashboard/dashboard-page').then((page) => {
    dashboardPage = page.default;
    return page;
  });
export const loadedDashboardPage = () => dashboardPage;

const opensDashboard = typeof window !== 'undefined' && ['/', '/Dashboard'].includes(window.location.pathname);
const dashboardPageLoading = opensDashboard ? loadDashboardPage() : undefined;

/** Longest the first render waits for the first screen's data and code before it shows spinners instead. */
const FIRST_SCREEN_WAIT_MS = 1500;

/**
 * index.html's preload of the dashboard is answered once and handed to the first request for its
 * URL, however late. So it is asked for now on every path: into the cache for a signed-in lifter,
 * and read and dropped for a visitor, whose preload was a 401 that a sign-in through the form
 * (no reload) would otherwise meet as its dashboard, as a set logged on another page first would
 * meet the page load's stale dashboard.
 */
function takePreloadedDashboard(queryClient: QueryClient, onboarded: Promise<boolean>): void {
  const { period, category } = FIRST_SCREEN_FILTERS;
  void onboarded.then(async (yes) => {
    if (yes) await queryClient.prefetchQuery(dashboardQueryOptions(period, category));
    else await getDashboard(period, category).catch(() => undefined);
  });
}

/**
 * On the way to the dashboard: waits (at most FIRST_SCREEN_WAIT_MS) for the signed-in user, the
 * dashboard's data and its page module, so that the first render draws the whole first screen at
 * once instead of a spinner, then the layout, then the page: on a phone every render and paint
 * of the way there cost as much as the dashboard's own. Other pages, a signed-out visitor and
 * onboarding render at once, as before; an error is left for the queries to show. Answers whether
 * the first render draws what the api drew into the page: its data and the page's module are there.
 */
export async function prepareFirstScreen(queryClient: QueryClient): Promise<boolean> {
  // The api drew the first screen into the page for a signed-in lifter (entry-server.tsx) and sent
  // its data along instead of the preloads: the first render draws the same screen from it.
  const drawn = takeFirstScreenData();
  if (drawn) {
    // Its user is known without asking /api/auth/me: they own what the service worker keeps from now on.
    await claimApiCache(drawn.user.id);
    holdFirstScreenData(queryClient, drawn);
  }
  const onboarded = queryClient.fetchQuery(currentUserQueryOptions()).then(
    (user) => {
      // The first render in the lifter's language when the user is known by then (the drawn screen is in it), not German and then theirs.
      if (user && user.language !== currentLanguage()) void setLanguage(user.language);
      return user?.onboarding_completed === true;
    },
    () => false,
  );
  if (!drawn) takePreloadedDashboard(queryClient, onboarded);
  if (!dashboardPageLoading) return false;
  const ready = (async () => {
    if (!(await onboarded)) return;
    const { period, category } = dashboardFiltersFrom(new URLSearchParams(window.location.search));
    await Promise.all([queryClient.prefetchQuery(dashboardQueryOptions(period, category)), dashboardPageLoading.catch(() => undefined)]);
  })();
  await Promise.race([ready, new Promise((resolve) => window.setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
  return drawn !== null && loadedDashboardPage() !== undefined;
}
