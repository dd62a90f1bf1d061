import { refuse } from '../../common/refuse.js';
import type { OnboardingAnswers, TrainingPlanUserEvent } from './onboarding.events.js';
import { normaliseAnswers } from './onboarding-rules.js';
import type { UserState } from './users.events.js';

/** The user stream's commands of onboarding, plan generation and guided training. */
export type TrainingPlanUserCommand =
  | { type: 'CompleteOnboarding'; data: { userId: string; answers: OnboardingAnswers; now: Date } }
  | { type: 'RestartOnboarding'; data: { userId: string; clearSelectedPlan: boolean; now: Date } }
  | { type: 'StartPlanGeneration'; data: { userId: string; conversationId: string; timeoutMs: number; now: Date } }
  | { type: 'CompletePlanGeneration'; data: { userId: string; conversationId: string; planId: string; now: Date } }
  /** `onlyWhenOverdue`: the client's report of its 60 s timeout counts only once the deadline has passed. */
  | { type: 'FailPlanGeneration'; data: { userId: string; conversationId: string | null; error: string; onlyWhenOverdue: boolean; now: Date } }
  | { type: 'CompleteTrainingDay'; data: { userId: string; planId: string; dayNumber: number; date: string; now: Date } };

export function decideTrainingPlanUser(command: TrainingPlanUserCommand, state: UserState): TrainingPlanUserEvent[] {
  if (!state.registered) throw refuse.notFound('user.not_found');
  const at = command.data.now.toISOString();
  const { userId } = command.data;
  switch (command.type) {
    case 'CompleteOnboarding': {
      const answers = normaliseAnswers(command.data.answers);
      // A double click on "Fertig" records the answers once.
      if (state.profile.onboarding_completed && sameAnswers(state, answers)) return [];
      return [{ type: 'OnboardingCompleted', data: { userId, answers, at } }];
    }
    case 'RestartOnboarding': {
      const { clearSelectedPlan } = command.data;
      const { profile } = state;
      const cleared =
        !profile.onboarding_completed &&
        !profile.display_name &&
        !profile.training_frequency &&
        !profile.fitness_goal &&
        !profile.training_experience &&
        (profile.body_weight ?? null) === null &&
        (profile.focus_areas ?? []).length === 0 &&
        (!clearSelectedPlan || !profile.selected_training_plan_id);
      return cleared ? [] : [{ type: 'OnboardingRestarted', data: { userId, clearSelectedPlan, at } }];
    }
    case 'StartPlanGeneration': {
      const { conversationId, timeoutMs, now } = command.data;
      if (!state.profile.onboarding_completed) throw refuse.invalid('onboarding.not_completed');
      // One generation at a time: a second request while one runs joins it (double clicks, two tabs).
      if (isGenerating(state, now)) return [];
      const deadline = new Date(now.getTime() + timeoutMs).toISOString();
      return [{ type: 'PlanGenerationStarted', data: { userId, conversationId, attempt: state.planGeneration.attempts + 1, startedAt: at, deadline } }];
    }
    case 'CompletePlanGeneration': {
      const { conversationId, planId } = command.data;
      if (!isCurrent(state, conversationId)) return [];
      return [{ type: 'PlanGenerationCompleted', data: { userId, conversationId, planId, at } }];
    }
    case 'FailPlanGeneration': {
      const { error, onlyWhenOverdue, now } = command.data;
      const conversationId = command.data.conversationId ?? state.planGeneration.conversationId;
      if (!conversationId || !isCurrent(state, conversationId)) return [];
      if (onlyWhenOverdue && isGenerating(state, now)) return [];
      return [{ type: 'PlanGenerationFailed', data: { userId, conversationId, error, at } }];
    }
    case 'CompleteTrainingDay': {
      const { planId, dayNumber, date } = command.data;
      return [{ type: 'TrainingDayCompleted', data: { userId, planId, dayNumber, date, at } }];
    }
    default: {
      const unknownCommand: never = command;
      return unknownCommand;
    }
  }
}

/** A generation runs until it completes, fails, or its deadline passes. */
export function isGenerating(state: UserState, now: Date): boolean {
  const { status, deadline } = state.planGeneration;
  return status === 'generating' && deadline !== null && now.getTime() < Date.parse(deadline);
}

/** Whether this conversation is the user's generation running now (its outcome still counts). */
export const isCurrent = (state: UserState, conversationId: string) =>
  state.planGeneration.status === 'generating' && state.planGeneration.conversationId === conversationId;

function sameAnswers(state: UserState, answers: OnboardingAnswers): boolean {
  return (Object.keys(answers) as (keyof OnboardingAnswers)[]).every((key) => JSON.stringify(state.profile[key] ?? null) === JSON.stringify(answers[key]));
}
