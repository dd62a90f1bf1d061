/** What the auth context offers the other contexts; they import nothing else of it. */
export { endSessionsOf } from './session-lifecycle.js';
export { AUTH_ERRORS } from './errors.js';
