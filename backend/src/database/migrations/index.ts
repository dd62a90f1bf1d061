import { eventStore } from './0001-event-store.js';
import { sessions } from './0002-sessions.js';
import { usersReadModel } from './0003-users-read-model.js';
import { machinesAndWorkouts } from './0004-machines-and-workouts.js';
import { dashboard } from './0005-dashboard.js';
import { streak } from './0006-streak.js';
import { currency } from './0007-currency.js';
import { conversations } from './0010-conversations.js';

export interface Migration {
  name: string;
  up: string;
}

/** In order of application; never edit one that has shipped, add a new one. */
export const migrations: readonly Migration[] = [
  eventStore,
  sessions,
  usersReadModel,
  machinesAndWorkouts,
  dashboard,
  streak,
  currency,
  conversations,
];
