import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions, type User } from '../lib/session';
import { dashboardQueryOptions, type Dashboard } from '../features/dashboard';

/** The dashboard's filters on a first visit without any in the address: what index.html preloads and the api draws. */
export const FIRST_SCREEN_FILTERS = { period: '30d', category: 'Alle' } as const;

/** The id of the JSON the api writes into index.html beside the first screen it drew (backend/src/app/first-screen.ts). */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/** What the api drew the first screen from: the signed-in user (as `/api/auth/me`) and the dashboard of FIRST_SCREEN_FILTERS. */
export interface FirstScreenData {
  user: User;
  dashboard: Dashboard;
}

/** The data of a first screen the api drew into this page, once (taken out of the page), else null. */
export function takeFirstScreenData(): FirstScreenData | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!element) return null;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as Partial<FirstScreenData> | null;
    return data?.user && data.dashboard ? (data as FirstScreenData) : null;
  } catch {
    return null;
  }
}

/** Puts what the first screen is drawn from into the query cache, as the answers of the app's own reads. */
export function holdFirstScreenData(queryClient: QueryClient, { user, dashboard }: FirstScreenData): void {
  queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
  queryClient.setQueryData(dashboardQueryOptions(FIRST_SCREEN_FILTERS.period, FIRST_SCREEN_FILTERS.category).queryKey, dashboard);
}
