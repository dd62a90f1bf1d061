/** What the coach context offers the other contexts; they import nothing else of it. */
export { Coach } from './coach.js';
export type { ChatTurn } from './coach.js';
export { LANGUAGE_MODEL, ModelTimeoutError, RateLimitError } from './language-model.js';
export type { LanguageModel, ResponseFormat } from './language-model.js';
export { LanguageModelWarmUp, CoachModule } from './coach.module.js';
export { normaliseText } from './offline/normalise.js';
export { EXPERIENCE_LABELS, GOAL_LABELS, PLAN_DAY_NAMES } from './offline/planner.js';
export { generatedDayName } from './offline/plan-adaptation.js';
export type { PlanRequest } from './offline/planner.js';
export { buildTrainingFacts, RECENT_TRAININGS } from './training-facts.js';
export type { PlanFacts, TrainingFacts } from './training-facts.js';
export { rememberConversation } from './offline/understanding/conversation-memory.js';
export { bodyPartName } from './offline/answers/about-you.js';
