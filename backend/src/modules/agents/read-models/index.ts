/** The agents context's read models (entities and evolves, no Nest): the app registers them, other contexts query their tables. */
export { ConversationEntity } from './conversations.entity.js';
export type { ConversationMessageRow, ConversationRow } from './conversations.entity.js';
export { conversationsReadModel } from './conversations.projection.js';
