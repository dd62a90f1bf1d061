import { CATEGORIES } from '../../common/exercise-categories.js';
import { refuse } from '../../common/refuse.js';
import type { OnboardingAnswers } from './onboarding.events.js';
import { FITNESS_GOALS, MAX_BODY_WEIGHT_KG, MAX_DISPLAY_NAME, TRAINING_EXPERIENCE, TRAINING_FREQUENCIES } from './onboarding-limits.js';

const oneOf = (values: readonly string[], value: unknown): value is string => typeof value === 'string' && values.includes(value);

/**
 * The answers as the server keeps them (spec §5 Onboarding: a non-blank name, a choice on steps
 * 2–4, a body weight of at least 0; focus areas optional): names trimmed, focus areas known,
 * deduplicated and in the spec's order.
 */
export function normaliseAnswers(answers: OnboardingAnswers): OnboardingAnswers {
  const displayName = typeof answers.display_name === 'string' ? answers.display_name.trim().replace(/\s+/g, ' ') : '';
  if (!displayName) throw refuse.field('display_name', 'user.name_required');
  if (displayName.length > MAX_DISPLAY_NAME) throw refuse.field('display_name', 'onboarding.name_too_long');
  if (!oneOf(TRAINING_FREQUENCIES, answers.training_frequency)) throw refuse.field('training_frequency', 'onboarding.frequency');
  if (!oneOf(FITNESS_GOALS, answers.fitness_goal)) throw refuse.field('fitness_goal', 'onboarding.goal');
  if (!oneOf(TRAINING_EXPERIENCE, answers.training_experience)) throw refuse.field('training_experience', 'onboarding.experience');
  const weight = answers.body_weight;
  if (typeof weight !== 'number' || !Number.isFinite(weight) || weight < 0 || weight > MAX_BODY_WEIGHT_KG) {
    throw refuse.field('body_weight', 'onboarding.body_weight');
  }
  const focus = answers.focus_areas ?? [];
  if (!Array.isArray(focus) || focus.some((area) => !oneOf(CATEGORIES, area))) throw refuse.field('focus_areas', 'onboarding.focus_areas');
  return {
    display_name: displayName,
    training_frequency: answers.training_frequency,
    fitness_goal: answers.fitness_goal,
    training_experience: answers.training_experience,
    body_weight: Math.round(weight * 10) / 10,
    focus_areas: CATEGORIES.filter((category) => focus.includes(category)),
  };
}
