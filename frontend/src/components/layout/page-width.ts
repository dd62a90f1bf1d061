import { matchPath } from 'react-router-dom';
import { paths } from '../../config/paths';

/**
 * Screens that use a desktop's width (desktop.css): the dashboard's cards in a grid, an exercise's
 * chart beside its sets, the admin screens. The others (forms, the chat, onboarding) keep a readable column.
 */
const WIDE_PAGES: readonly string[] = [
  paths.home,
  paths.dashboard,
  paths.exercise,
  paths.trainingPlan,
  paths.debugDashboard,
  paths.authDebug,
  paths.feedbackManagement,
];

/** The `<main>`'s class for a path. */
export const pageClassName = (pathname: string) => (WIDE_PAGES.some((pattern) => matchPath(pattern, pathname)) ? 'page page--wide' : 'page');
