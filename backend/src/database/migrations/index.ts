import { eventStore } from './0001-event-store.js';
import { sessions } from './0002-sessions.js';
import { usersReadModel } from './0003-users-read-model.js';

export interface Migration {
  name: string;
  up: string;
}

/** In order of application; never edit one that has shipped, add a new one. */
export const migrations: readonly Migration[] = [eventStore, sessions, usersReadModel];
