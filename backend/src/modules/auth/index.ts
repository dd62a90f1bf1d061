/** What the auth context offers the other contexts; they import nothing else of it. */
export { CurrentUser, SignedInGuard } from './signed-in.guard.js';
export { AdminGuard } from './admin.guard.js';
export { SessionEndings, SessionEndingsModule } from './session-endings.js';
export { endSessionsOf } from './session-lifecycle.js';
export { AUTH_ERRORS } from './errors.js';
