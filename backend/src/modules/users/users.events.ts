import type { PlanGenerationState, TrainingPlanUserEvent } from './onboarding.events.js';
import type { ProfileChanges } from './profile.js';
import {
  evolvePlanGeneration,
  evolveProfileByPlanEvent,
  initialPlanGeneration,
  isTrainingPlanUserEvent,
  TRAINING_PLAN_USER_EVENT_TYPES,
} from './onboarding.events.js';

export type UserRole = 'user' | 'admin';
export type SignInProvider = 'google' | 'dev';

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
