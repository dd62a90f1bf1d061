import type { ProfileChanges } from './profile.js';

/** Spec §3 `plan_generation_status`: pending after onboarding, generating while the planner works, then completed or failed. */
export type PlanGenerationStatus = 'pending' | 'generating' | 'completed' | 'failed';

/** What the six onboarding steps ask (spec §2 Onboarding); the keys are the user's column names. */
export interface OnboardingAnswers {
  display_name: string;
  training_frequency: string;
  fitness_goal: string;
  training_experience: string;
  body_weight: number;
  focus_areas: string[];
}

/** The user stream's events of onboarding, plan generation and guided training (spec §4). */
export type TrainingPlanUserEvent =
  | { type: 'OnboardingCompleted'; data: { userId: string; answers: OnboardingAnswers; at: string } }
  /** Clears the answers; plans are kept. `clearSelectedPlan` when restarted from the plan screen. */
  | { type: 'OnboardingRestarted'; data: { userId: string; clearSelectedPlan: boolean; at: string } }
  /** `deadline` is when the generation counts as timed out (spec: 60 s); `attempt` counts every start. */
  | { type: 'PlanGenerationStarted'; data: { userId: string; conversationId: string; attempt: number; startedAt: string; deadline: string } }
  | { type: 'PlanGenerationCompleted'; data: { userId: string; conversationId: string; planId: string; at: string } }
  /** `error` is shown to the user as it is ("Plan generation timeout", "No valid JSON in response", …). */
  | { type: 'PlanGenerationFailed'; data: { userId: string; conversationId: string; error: string; at: string } }
  /** A guided training finished: `date` is the Berlin day it finished on. */
  | { type: 'TrainingDayCompleted'; data: { userId: string; planId: string; dayNumber: number; date: string; at: string } };

export const TRAINING_PLAN_USER_EVENT_TYPES: readonly TrainingPlanUserEvent['type'][] = [
  'OnboardingCompleted',
  'OnboardingRestarted',
  'PlanGenerationStarted',
  'PlanGenerationCompleted',
  'PlanGenerationFailed',
  'TrainingDayCompleted',
];

const TYPES = new Set<string>(TRAINING_PLAN_USER_EVENT_TYPES);
export const isTrainingPlanUserEvent = (event: { type: string }): event is TrainingPlanUserEvent => TYPES.has(event.type);

export interface PlanGenerationState {
  status: PlanGenerationStatus | null;
  /** Only while generating (spec: cleared on completed or failed). */
  conversationId: string | null;
  startedAt: string | null;
  deadline: string | null;
  attempts: number;
  error: string | null;
}

export const initialPlanGeneration = (): PlanGenerationState => ({
  status: null,
  conversationId: null,
  startedAt: null,
  deadline: null,
  attempts: 0,
  error: null,
});

export function evolvePlanGeneration(state: PlanGenerationState, event: TrainingPlanUserEvent): PlanGenerationState {
  switch (event.type) {
    case 'OnboardingCompleted':
      return { ...state, status: 'pending', error: null };
    case 'PlanGenerationStarted': {
      const { conversationId, attempt, startedAt, deadline } = event.data;
      return { status: 'generating', conversationId, startedAt, deadline, attempts: attempt, error: null };
    }
    case 'PlanGenerationCompleted':
      return { ...state, status: 'completed', conversationId: null, error: null };
    case 'PlanGenerationFailed':
      return { ...state, status: 'failed', conversationId: null, error: event.data.error };
    default:
      return state;
  }
}

/**
 * The profile fields an event changes, given the user's per-plan map: one rule for the aggregate's
 * state and the users read model, so the two never disagree.
 */
export function profileChangesOf(event: TrainingPlanUserEvent, perPlan: Readonly<Record<string, number>>): ProfileChanges {
  switch (event.type) {
    case 'OnboardingCompleted':
      return { ...event.data.answers, focus_areas: [...event.data.answers.focus_areas], onboarding_completed: true };
    case 'OnboardingRestarted':
      return {
        onboarding_completed: false,
        display_name: null,
        training_frequency: null,
        fitness_goal: null,
        training_experience: null,
        body_weight: null,
        focus_areas: [],
        ...(event.data.clearSelectedPlan ? { selected_training_plan_id: null } : {}),
      };
    // The new plan is the one to show, whatever was chosen before.
    case 'PlanGenerationCompleted':
      return { selected_training_plan_id: event.data.planId };
    case 'TrainingDayCompleted': {
      const { planId, dayNumber, date } = event.data;
      return {
        last_completed_training_day_number: dayNumber,
        last_training_date: date,
        last_completed_training_day_per_plan: { ...perPlan, [planId]: dayNumber },
      };
    }
    default:
      return {};
  }
}

export function evolveProfileByPlanEvent(profile: ProfileChanges, event: TrainingPlanUserEvent): ProfileChanges {
  return { ...profile, ...profileChangesOf(event, profile.last_completed_training_day_per_plan ?? {}) };
}
