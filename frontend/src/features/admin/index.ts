// What the admin feature offers pages; everything else in it is internal.
export { AuthDebug } from './components/auth-debug';
export { DebugDashboard } from './components/debug-dashboard';
