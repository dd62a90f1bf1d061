/** What the profile context offers the other contexts; they import nothing else of it. */
export { CurrentUserQuery } from './current-user.query.js';
export { ProfileModule } from './profile.module.js';
export { PROFILE_ERRORS } from './errors.js';
