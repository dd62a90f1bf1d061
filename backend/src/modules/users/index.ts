/** What the users context offers the other contexts; they import nothing else of it. */
export { SignInCommand } from './commands/sign-in.command.js';
export type { VerifiedIdentity } from './commands/sign-in.command.js';
export { toUserResponse } from './user.response.js';
export { userDecider } from './users.decider.js';
export { userStream } from './users.events.js';
export { UsersModule } from './users.module.js';
export { UsersReader } from './users.reader.js';
export { UserEntity } from './read-models/users.entity.js';
export type { UserRow } from './users.reader.js';
export { FITNESS_GOALS, MAX_BODY_WEIGHT_KG, MAX_DISPLAY_NAME, TRAINING_EXPERIENCE, TRAINING_FREQUENCIES } from './onboarding-limits.js';
export type { OnboardingAnswers } from './onboarding.events.js';
export type { PausePeriod, ProfileChanges } from './profile.js';
export { isCurrent as isCurrentPlanGeneration } from './onboarding.decider.js';
export { UserDto } from './user-response.dto.js';
export { USER_ERRORS } from './errors.js';
