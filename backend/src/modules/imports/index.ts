/** What the imports context offers the app; no other context imports it. */
export { ImportJobsModule, ImportsModule } from './imports.module.js';
export { IMPORT_ERRORS } from './errors.js';
