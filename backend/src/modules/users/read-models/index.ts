/** The users context's read models (entities and evolves, no Nest): the app registers them, other contexts query their tables. */
export { UserEntity } from './users.entity.js';
export { usersReadModel } from './users.projection.js';
