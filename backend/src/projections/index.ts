import type { Projection } from './projection.js';
import { conversationsProjection } from './conversations/conversations.projection.js';
import { currencyProjection } from './currency/currency.projection.js';
import { dashboardProjection } from './dashboard/dashboard.projection.js';
import { machinesProjection } from './machines/machines.projection.js';
import { streakProjection } from './streak/streak.projection.js';
import { usersProjection } from './users/users.projection.js';
import { workoutEntriesProjection } from './workout-entries/workout-entries.projection.js';

/** Every read model of the system; the projector, rebuilds and the replay CLI use this list. */
export const allProjections: readonly Projection[] = [
  usersProjection,
  machinesProjection,
  workoutEntriesProjection,
  dashboardProjection,
  streakProjection,
  currencyProjection,
  conversationsProjection,
];
