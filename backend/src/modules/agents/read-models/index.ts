/** The agents context's read models (entities and evolves, no Nest): the app registers them, other contexts query their tables. */
export { conversationsReadModel } from './conversations.projection.js';
