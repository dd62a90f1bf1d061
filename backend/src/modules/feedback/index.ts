/** What the feedback context offers the other contexts; they import nothing else of it. */
export { FEEDBACK_ERRORS } from './errors.js';
