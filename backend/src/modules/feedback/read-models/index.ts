/** The feedback context's read models (entities and evolves, no Nest): the app registers them, other contexts query their tables. */
export { feedbackReadModel } from './feedback.projection.js';
