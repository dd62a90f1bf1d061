import type { RecordedEvent } from '../../../event-store/event.js';
import type { UserEvent } from '../users.events.js';
import type { TrainingPlanUserEvent } from '../onboarding.events.js';
import { evolvePlanGeneration, isTrainingPlanUserEvent, profileChangesOf } from '../onboarding.events.js';
import { PROFILE_FIELDS } from '../profile.js';
import { USER_EVENT_TYPES } from '../users.events.js';
import type { WalletEvent } from '../../wallet/index.js';
import { WALLET_EVENT_TYPES } from '../../wallet/index.js';
import { berlinDate } from '../../../common/berlin-date.js';
import type { EventReadModel } from '../../../projections/read-model.js';
import type { PausePeriod } from '../profile.js';
import type { UserRow } from './users.entity.js';
import { UserEntity } from './users.entity.js';

type Handled = (UserEvent | WalletEvent) & RecordedEvent;

/** The `users` read model: the spec's User, fed by the user's stream and their wallet's. */
export const usersReadModel: EventReadModel<UserRow> = {
  name: 'users',
  entity: UserEntity,
  key: ['id'],
  version: 3,
  byUser: true,
  eventTypes: [...USER_EVENT_TYPES, ...WALLET_EVENT_TYPES],
  keysOf: (event) => [{ id: (event.data as { userId: string }).userId }],
  evolve(row, recorded) {
    const event = recorded as Handled;
    if (event.type === 'HantelnCredited' || event.type === 'ShopItemPurchased') {
      if (!row || row.wallet_version >= recorded.streamVersion) return row;
      const change = event.type === 'HantelnCredited' ? event.data.amount : -event.data.price;
      return { ...row, hantel_currency: row.hantel_currency + change, wallet_version: recorded.streamVersion };
    }
    if (event.type === 'UserRegistered') return row ?? registered(event.data, recorded.streamVersion);
    if (!row || row.user_version >= recorded.streamVersion) return row;
    const applied = { ...row, user_version: recorded.streamVersion };
    if (isTrainingPlanUserEvent(event)) return withPlanEvent(applied, event);
    switch (event.type) {
      case 'SignedIn':
        return { ...applied, last_sign_in_at: new Date(event.data.at) };
      case 'RoleAssigned':
        return { ...applied, role: event.data.role, updated_date: new Date(event.data.at) };
      case 'ProfileUpdated': {
        const { changes, at } = event.data;
        const profile = Object.fromEntries(PROFILE_FIELDS.filter((field) => field in changes).map((field) => [field, changes[field]]));
        const pausePeriods =
          changes.pause_mode_active === undefined ? row.pause_periods : switchPause(row.pause_periods, changes.pause_mode_active, berlinDate(new Date(at)));
        return { ...applied, ...profile, pause_periods: pausePeriods, updated_date: new Date(at) };
      }
      case 'PerformanceAnalysed':
        return { ...applied, last_performance_analysis: event.data.text, last_analysis_date: new Date(event.data.at), updated_date: new Date(event.data.at) };
    }
  },
};

function registered(data: Extract<UserEvent, { type: 'UserRegistered' }>['data'], version: number): UserRow {
  const at = new Date(data.registeredAt);
  return {
    id: data.userId,
    email: data.email,
    full_name: data.fullName,
    name: null,
    display_name: null,
    profile_image: null,
    picture: data.picture,
    role: 'user',
    language: 'de',
    hantel_currency: 0,
    onboarding_completed: false,
    training_frequency: null,
    fitness_goal: null,
    training_experience: null,
    body_weight: null,
    focus_areas: [],
    pause_mode_active: false,
    pause_mode_start_date: null,
    pause_periods: [],
    selected_training_plan_id: null,
    last_completed_training_day_number: null,
    last_training_date: null,
    last_completed_training_day_per_plan: {},
    last_performance_analysis: null,
    last_analysis_date: null,
    plan_generation_status: null,
    plan_generation_conversation_id: null,
    plan_generation_started_at: null,
    plan_generation_attempts: 0,
    plan_generation_error: null,
    last_sign_in_at: null,
    created_date: at,
    updated_date: at,
    user_version: version,
    wallet_version: 0,
  };
}

/** Onboarding, plan generation and guided training: the same rules the user's aggregate folds by. */
function withPlanEvent(row: UserRow, event: TrainingPlanUserEvent): UserRow {
  const changes = profileChangesOf(event, row.last_completed_training_day_per_plan);
  const profile = Object.fromEntries(PROFILE_FIELDS.filter((field) => field in changes).map((field) => [field, changes[field]]));
  const generation = evolvePlanGeneration(
    {
      status: row.plan_generation_status,
      conversationId: row.plan_generation_conversation_id,
      startedAt: row.plan_generation_started_at?.toISOString() ?? null,
      deadline: null,
      attempts: row.plan_generation_attempts,
      error: row.plan_generation_error,
    },
    event,
  );
  const at = event.type === 'PlanGenerationStarted' ? event.data.startedAt : event.data.at;
  return {
    ...row,
    ...profile,
    plan_generation_status: generation.status,
    plan_generation_conversation_id: generation.conversationId,
    plan_generation_started_at: generation.startedAt ? new Date(generation.startedAt) : null,
    plan_generation_attempts: generation.attempts,
    plan_generation_error: generation.error,
    updated_date: new Date(at),
  };
}

/**
 * The pause counts from the day it was switched on, by the clock: a start date typed into the past
 * cannot rescue weeks already missed. Switching on while on, or off while off, changes nothing.
 */
export function switchPause(periods: readonly PausePeriod[], on: boolean, day: string): PausePeriod[] {
  const open = periods.at(-1)?.end === null;
  if (on) return open ? [...periods] : [...periods, { start: day, end: null }];
  return open ? [...periods.slice(0, -1), { start: periods.at(-1)!.start, end: day }] : [...periods];
}
