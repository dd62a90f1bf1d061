import type { PlanGenerationState, TrainingPlanUserEvent } from './onboarding.events.js';
import {
  evolvePlanGeneration,
  evolveProfileByPlanEvent,
  initialPlanGeneration,
  isTrainingPlanUserEvent,
  TRAINING_PLAN_USER_EVENT_TYPES,
} from './onboarding.events.js';

export type UserRole = 'user' | 'admin';
export type SignInProvider = 'google' | 'dev';

/** What a user may change about themselves; the keys are the read model's column names. */
export interface ProfileChanges {
  full_name?: string | null;
  name?: string | null;
  display_name?: string | null;
  profile_image?: string | null;
  language?: 'de' | 'en';
  onboarding_completed?: boolean;
  training_frequency?: string | null;
  fitness_goal?: string | null;
  training_experience?: string | null;
  body_weight?: number | null;
  focus_areas?: string[];
  pause_mode_active?: boolean;
  pause_mode_start_date?: string | null;
  selected_training_plan_id?: string | null;
  last_completed_training_day_number?: number | null;
  last_training_date?: string | null;
  last_completed_training_day_per_plan?: Record<string, number>;
}

export const PROFILE_FIELDS = [
  'full_name',
  'name',
  'display_name',
  'profile_image',
  'language',
  'onboarding_completed',
  'training_frequency',
  'fitness_goal',
  'training_experience',
  'body_weight',
  'focus_areas',
  'pause_mode_active',
  'pause_mode_start_date',
  'selected_training_plan_id',
  'last_completed_training_day_number',
  'last_training_date',
  'last_completed_training_day_per_plan',
] as const satisfies readonly (keyof ProfileChanges)[];

export type UserEvent =
  | {
      type: 'UserRegistered';
      data: { userId: string; email: string; fullName: string | null; picture: string | null; registeredAt: string };
    }
  | { type: 'SignedIn'; data: { userId: string; provider: SignInProvider; at: string } }
  | { type: 'RoleAssigned'; data: { userId: string; role: UserRole; at: string } }
  | { type: 'ProfileUpdated'; data: { userId: string; changes: ProfileChanges; at: string } }
  /**
   * The AI coach wrote a performance analysis (spec: last_performance_analysis / last_analysis_date).
   * `jobId` names the job that wrote it, so a job run twice records it once; `basedOnEntryId` is
   * the newest entry it congratulates on.
   */
  | {
      type: 'PerformanceAnalysed';
      data: { userId: string; text: string; at: string; jobId: string; basedOnEntryId: string | null; model: string };
    }
  | TrainingPlanUserEvent;

export type UserEventType = UserEvent['type'];
export const USER_EVENT_TYPES: readonly UserEventType[] = [
  'UserRegistered',
  'SignedIn',
  'RoleAssigned',
  'ProfileUpdated',
  'PerformanceAnalysed',
  ...TRAINING_PLAN_USER_EVENT_TYPES,
];

export const userStream = (userId: string) => `user-${userId}`;

export interface UserState {
  registered: boolean;
  email: string | null;
  role: UserRole;
  profile: ProfileChanges;
  /** The job that wrote the latest performance analysis. */
  lastAnalysisJobId: string | null;
  planGeneration: PlanGenerationState;
}

export const initialUserState = (): UserState => ({
  registered: false,
  email: null,
  role: 'user',
  profile: {},
  lastAnalysisJobId: null,
  planGeneration: initialPlanGeneration(),
});

export function evolveUser(state: UserState, event: UserEvent): UserState {
  if (isTrainingPlanUserEvent(event)) {
    return { ...state, profile: evolveProfileByPlanEvent(state.profile, event), planGeneration: evolvePlanGeneration(state.planGeneration, event) };
  }
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, registered: true, email: event.data.email, profile: { full_name: event.data.fullName } };
    case 'SignedIn':
      return state;
    case 'RoleAssigned':
      return { ...state, role: event.data.role };
    case 'ProfileUpdated':
      return { ...state, profile: { ...state.profile, ...event.data.changes } };
    case 'PerformanceAnalysed':
      return { ...state, lastAnalysisJobId: event.data.jobId };
    default: {
      const unknownEvent: never = event;
      return unknownEvent;
    }
  }
}
