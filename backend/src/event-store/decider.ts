import type { NewEvent } from './event.js';

/** The pure heart of an aggregate: fold its events into state, and decide what a command changes. */
export interface Decider<State, Command, Event extends NewEvent> {
  initialState(): State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

export function fold<State, Event extends NewEvent>(decider: Pick<Decider<State, never, Event>, 'initialState' | 'evolve'>, events: readonly Event[]): State {
  return events.reduce((state, event) => decider.evolve(state, event), decider.initialState());
}
