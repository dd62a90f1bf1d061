/** What the admin context offers the app; the other contexts import nothing of it. */
export { AdminApiModule } from './admin-api.module.js';
export { AdminJobsModule } from './admin-jobs.module.js';
export { QUEUE_BOARD_PATH } from './queues/queue-board.module.js';
export { guardsAsMiddleware } from './queues/guards-as-middleware.js';
export { ADMIN_ERRORS } from './errors.js';
