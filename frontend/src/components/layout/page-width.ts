import { paths } from '../../config/paths';

/**
 * Screens that use a desktop's width (desktop.css): the dashboard's cards in a grid, the plan's
 * days side by side, the admin screens. The others (forms, the chat, onboarding) keep a readable column.
 */
const WIDE_PAGES: readonly string[] = [paths.home, paths.dashboard, paths.trainingPlan, paths.debugDashboard, paths.authDebug, paths.feedbackManagement];

/** The `<main>`'s class for a path. */
export const pageClassName = (pathname: string) => (WIDE_PAGES.includes(pathname) ? 'page page--wide' : 'page');
