import type { Decider } from '../../event-store/decider.js';
import type { ProfileChanges } from './profile.js';
import type { SignInProvider, UserEvent, UserRole, UserState } from './users.events.js';
import { evolveUser, initialUserState } from './users.events.js';
import { berlinDate } from '../../common/berlin-date.js';
import { refuse } from '../../common/refuse.js';
import type { TrainingPlanUserCommand } from './onboarding.decider.js';
import { decideTrainingPlanUser } from './onboarding.decider.js';

export type UserCommand =
  | {
      type: 'SignIn';
      data: {
        userId: string;
        email: string;
        fullName: string | null;
        picture: string | null;
        provider: SignInProvider;
        role: UserRole;
        now: Date;
      };
    }
  | {
      type: 'UpdateProfile';
      /** `ownPlanIds`: of the plans the change selects, those that are the user's own and not deleted. */
      data: { userId: string; changes: ProfileChanges; ownPlanIds?: readonly string[]; now: Date };
    }
  | {
      type: 'RecordPerformanceAnalysis';
      data: { userId: string; text: string; jobId: string; basedOnEntryId: string | null; model: string; now: Date };
    }
  | TrainingPlanUserCommand;

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'SignIn':
      return decideSignIn(command.data, state);
    case 'UpdateProfile':
      return decideProfileUpdate(command.data, state);
    case 'RecordPerformanceAnalysis':
      return decidePerformanceAnalysis(command.data, state);
    case 'CompleteOnboarding':
    case 'RestartOnboarding':
    case 'StartPlanGeneration':
    case 'CompletePlanGeneration':
    case 'FailPlanGeneration':
    case 'CompleteTrainingDay':
      return decideTrainingPlanUser(command, state);
    default: {
      const unknownCommand: never = command;
      return unknownCommand;
    }
  }
}

function decideSignIn(command: Extract<UserCommand, { type: 'SignIn' }>['data'], state: UserState): UserEvent[] {
  const at = command.now.toISOString();
  const events: UserEvent[] = [];
  if (!state.registered) {
    events.push({
      type: 'UserRegistered',
      data: { userId: command.userId, email: command.email, fullName: command.fullName, picture: command.picture, registeredAt: at },
    });
  } else if (state.email?.toLowerCase() !== command.email.toLowerCase()) {
    throw refuse.invalid('user.other_account');
  }
  // Admins are named by configuration; the role follows it at every sign-in.
  if (command.role !== state.role) {
    events.push({ type: 'RoleAssigned', data: { userId: command.userId, role: command.role, at } });
  }
  events.push({ type: 'SignedIn', data: { userId: command.userId, provider: command.provider, at } });
  return events;
}

function decideProfileUpdate(command: Extract<UserCommand, { type: 'UpdateProfile' }>['data'], state: UserState): UserEvent[] {
  if (!state.registered) throw refuse.notFound('user.not_found');
  const requested = withPauseDate(normaliseNames(command.changes), state, command.now);
  const changes = Object.fromEntries(
    Object.entries(requested).filter(([key, value]) => !sameValue(value, state.profile[key as keyof ProfileChanges])),
  ) as ProfileChanges;
  if (Object.keys(changes).length === 0) return [];
  assertOwnPlanSelected(changes, command.ownPlanIds ?? []);
  return [{ type: 'ProfileUpdated', data: { userId: command.userId, changes, at: command.now.toISOString() } }];
}

/** A job that ran twice (a worker died after recording) records its analysis once. */
function decidePerformanceAnalysis(command: Extract<UserCommand, { type: 'RecordPerformanceAnalysis' }>['data'], state: UserState): UserEvent[] {
  if (!state.registered) throw refuse.notFound('user.not_found');
  if (state.lastAnalysisJobId === command.jobId) return [];
  const text = command.text.trim();
  if (!text) throw refuse.invalid('user.empty_analysis');
  const { userId, jobId, basedOnEntryId, model, now } = command;
  return [{ type: 'PerformanceAnalysed', data: { userId, text, at: now.toISOString(), jobId, basedOnEntryId, model } }];
}

/**
 * Only one of the user's own plans can be selected (spec §4 Selected plan), never a deleted one,
 * another user's or an id that names none; null clears the choice. Checked only when the choice
 * changes, so resending the profile as it is never fails on a plan deleted since.
 */
function assertOwnPlanSelected(changes: ProfileChanges, ownPlanIds: readonly string[]): void {
  const selected = changes.selected_training_plan_id;
  if (typeof selected === 'string' && !ownPlanIds.includes(selected)) throw refuse.field('selected_training_plan_id', 'plan.not_found');
}

function normaliseNames(changes: ProfileChanges): ProfileChanges {
  const result = { ...changes };
  for (const key of ['full_name', 'name', 'display_name'] as const) {
    const value = result[key];
    if (typeof value === 'string') result[key] = value.trim() || null;
  }
  if ('name' in changes && result.name === null) throw refuse.invalid('user.name_required');
  if (typeof result.selected_training_plan_id === 'string') result.selected_training_plan_id = result.selected_training_plan_id.toLowerCase();
  return result;
}

/** Pausing records the day it began; resuming clears it (spec: pause mode). */
function withPauseDate(changes: ProfileChanges, state: UserState, now: Date): ProfileChanges {
  if (changes.pause_mode_active === undefined) return changes;
  if (!changes.pause_mode_active) return { ...changes, pause_mode_start_date: null };
  if (state.profile.pause_mode_active) return { ...changes, pause_mode_start_date: state.profile.pause_mode_start_date ?? null };
  // Today as the lifter's calendar says (Berlin), not UTC's: after midnight it is already the next day.
  return { ...changes, pause_mode_start_date: changes.pause_mode_start_date ?? berlinDate(now) };
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
