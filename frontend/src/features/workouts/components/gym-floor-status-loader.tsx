import { lazy } from 'react';

/**
 * The shell's status (offline banner, waiting sets, rest timer), as a lazy component: the shell
 * imports only this, and the status's code with its outbox loads beside the first screen's, in
 * the dashboard's chunk (vite.config.ts). The shell wraps it in a Suspense that shows nothing.
 */
export const GymFloorStatus = lazy(() => import('./gym-floor-status').then((status) => ({ default: status.GymFloorStatus })));
