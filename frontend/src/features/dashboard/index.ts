// What the dashboard feature offers pages, the app and other features; everything else in it is internal.
export { dashboardQueryOptions, getDashboard, useDashboard, type Dashboard, type DashboardMachine } from './api/get-dashboard';
export { CategoryChips } from './components/category-chips';
export { DashboardTopBar } from './components/dashboard-top-bar';
export { ExercisePage } from './components/exercise-page';
export { ExercisesSection } from './components/exercises-section';
export { Greeting } from './components/greeting';
export { MachineList } from './components/machine-list';
export { lastSetOf } from './components/machine-card';
export { PeriodSelector } from './components/period-selector';
export { QuickActions } from './components/quick-actions';
export { StatCards } from './components/stat-cards';
export { useDashboardFilters } from './hooks/use-dashboard-filters';
export { periodStart } from './lib/periods';
export { dashboardFiltersFrom } from './lib/filters';
