/**
 * Imported first by main.tsx, so it runs before the rest of the app's code: most visits open the
 * dashboard, whose chunks then load while React starts instead of after it (its data is preloaded
 * by index.html). routes.tsx imports the same module, so it is fetched once.
 */
export const loadDashboardPage = () => import('../pages/Dashboard/dashboard-page');

if (typeof window !== 'undefined' && ['/', '/Dashboard'].includes(window.location.pathname)) void loadDashboardPage();
