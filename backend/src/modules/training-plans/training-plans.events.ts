/**
 * One exercise of a training day; `sets`, `reps` ("8" or "8-10") and `target_weight` (kg) are the
 * plan's target when it has one. Events recorded before targets existed carry no `target_weight`:
 * `withTarget` reads them as null.
 */
export interface PlanExercise {
  exercise_name: string;
  sets: number | null;
  reps: string | null;
  target_weight: number | null;
}

/** The target of an exercise that a later event sets, without its name. */
export type ExerciseTarget = Pick<PlanExercise, 'sets' | 'reps' | 'target_weight'>;

const withTarget = (exercise: PlanExercise): PlanExercise => ({ ...exercise, target_weight: exercise.target_weight ?? null });
const daysWithTargets = (days: readonly PlanDay[]): PlanDay[] => days.map((day) => ({ ...day, exercises: day.exercises.map(withTarget) }));

/** A training day; its number is its place in the plan (spec: renumbered when a day is removed), its id stays. */
export interface PlanDay {
  id: string;
  name: string;
  exercises: PlanExercise[];
}

export type PlanSource = 'generated' | 'manual';
export type UnlinkReason = 'user' | 'day_removed' | 'plan_deleted';

interface PlanEventData {
  planId: string;
  userId: string;
  at: string;
}

/** Every edit of a plan is its own event on the plan's stream `plan-{id}`. */
export type PlanEvent =
  | {
      type: 'PlanCreated';
      data: PlanEventData & { userEmail: string; name: string; description: string; days: PlanDay[]; isActive: boolean; source: PlanSource };
    }
  | { type: 'PlanRenamed'; data: PlanEventData & { name: string } }
  | { type: 'PlanDescriptionChanged'; data: PlanEventData & { description: string } }
  | { type: 'PlanActivated'; data: PlanEventData }
  | { type: 'PlanDeactivated'; data: PlanEventData }
  | { type: 'PlanDayAdded'; data: PlanEventData & { day: PlanDay } }
  | { type: 'PlanDayRenamed'; data: PlanEventData & { dayId: string; name: string } }
  | { type: 'PlanDayRemoved'; data: PlanEventData & { dayId: string } }
  | { type: 'PlanDaysReordered'; data: PlanEventData & { dayIds: string[] } }
  | { type: 'PlanExerciseAdded'; data: PlanEventData & { dayId: string; index: number; exercise: PlanExercise } }
  | { type: 'PlanExerciseRemoved'; data: PlanEventData & { dayId: string; index: number; exerciseName: string } }
  /** `order[i]` is the index the exercise now at place i had before. */
  | { type: 'PlanExercisesReordered'; data: PlanEventData & { dayId: string; order: number[] } }
  | { type: 'PlanExerciseTargetChanged'; data: PlanEventData & { dayId: string; index: number; target: ExerciseTarget } }
  /** The lifter merged the exercise it named into another (caused by `MachineMerged`): it now names that one. */
  | { type: 'PlanExerciseRenamed'; data: PlanEventData & { dayId: string; index: number; name: string } }
  | { type: 'PlanMachineLinked'; data: PlanEventData & { relationId: string; machineId: string; dayId: string } }
  | { type: 'PlanMachineUnlinked'; data: PlanEventData & { relationId: string; reason: UnlinkReason } }
  | { type: 'PlanDeleted'; data: PlanEventData };

export type PlanEventType = PlanEvent['type'];
export const PLAN_EVENT_TYPES: readonly PlanEventType[] = [
  'PlanCreated',
  'PlanRenamed',
  'PlanDescriptionChanged',
  'PlanActivated',
  'PlanDeactivated',
  'PlanDayAdded',
  'PlanDayRenamed',
  'PlanDayRemoved',
  'PlanDaysReordered',
  'PlanExerciseAdded',
  'PlanExerciseRemoved',
  'PlanExercisesReordered',
  'PlanExerciseTargetChanged',
  'PlanExerciseRenamed',
  'PlanMachineLinked',
  'PlanMachineUnlinked',
  'PlanDeleted',
];
export const PLAN_RELATION_EVENT_TYPES: readonly PlanEventType[] = ['PlanMachineLinked', 'PlanMachineUnlinked'];

export const planStream = (planId: string) => `plan-${planId}`;

/** Day ids are "d1", "d2", … within their plan, never reused. */
export const dayId = (issued: number) => `d${issued}`;
const issuedOf = (id: string) => Number(/^d(\d+)$/.exec(id)?.[1] ?? 0);

export interface PlanRelation {
  id: string;
  machineId: string;
  dayId: string;
}

export interface PlanState {
  status: 'none' | 'active' | 'deleted';
  userId: string | null;
  name: string;
  description: string;
  isActive: boolean;
  days: PlanDay[];
  /** The highest day id issued so far. */
  daysIssued: number;
  relations: PlanRelation[];
}

export const initialPlanState = (): PlanState => ({
  status: 'none',
  userId: null,
  name: '',
  description: '',
  isActive: false,
  days: [],
  daysIssued: 0,
  relations: [],
});

export function evolvePlan(state: PlanState, event: PlanEvent): PlanState {
  switch (event.type) {
    case 'PlanCreated': {
      const { userId, name, description, days, isActive } = event.data;
      return {
        ...state,
        status: 'active',
        userId,
        name,
        description,
        isActive,
        days: daysWithTargets(days),
        daysIssued: Math.max(0, ...days.map((day) => issuedOf(day.id))),
      };
    }
    case 'PlanRenamed':
      return { ...state, name: event.data.name };
    case 'PlanDescriptionChanged':
      return { ...state, description: event.data.description };
    case 'PlanActivated':
      return { ...state, isActive: true };
    case 'PlanDeactivated':
      return { ...state, isActive: false };
    case 'PlanDayAdded':
      return { ...state, days: evolveDays(state.days, event), daysIssued: Math.max(state.daysIssued, issuedOf(event.data.day.id)) };
    case 'PlanDayRenamed':
    case 'PlanDaysReordered':
    case 'PlanExerciseAdded':
    case 'PlanExerciseRemoved':
    case 'PlanExercisesReordered':
    case 'PlanExerciseTargetChanged':
    case 'PlanExerciseRenamed':
    case 'PlanDayRemoved':
      return { ...state, days: evolveDays(state.days, event) };
    case 'PlanMachineLinked': {
      const { relationId, machineId, dayId: linkedDay } = event.data;
      return { ...state, relations: [...state.relations, { id: relationId, machineId, dayId: linkedDay }] };
    }
    case 'PlanMachineUnlinked':
      return { ...state, relations: state.relations.filter((relation) => relation.id !== event.data.relationId) };
    case 'PlanDeleted':
      return { ...state, status: 'deleted', isActive: false };
    default: {
      const unknownEvent: never = event;
      return unknownEvent;
    }
  }
}

/** The days after an event: one rule for the plan's state and the training-plans read model. */
export function evolveDays(days: readonly PlanDay[], event: PlanEvent): PlanDay[] {
  const changeDay = (id: string, change: (day: PlanDay) => PlanDay) => days.map((day) => (day.id === id ? change(day) : day));
  const changeExercise = ({ dayId: id, index }: { dayId: string; index: number }, change: (exercise: PlanExercise) => PlanExercise) =>
    changeDay(id, (day) => ({ ...day, exercises: day.exercises.map((exercise, position) => (position === index ? change(exercise) : exercise)) }));
  switch (event.type) {
    case 'PlanCreated':
      return daysWithTargets(event.data.days);
    case 'PlanDayAdded':
      return [...days, ...daysWithTargets([event.data.day])];
    case 'PlanDayRenamed':
      return changeDay(event.data.dayId, (day) => ({ ...day, name: event.data.name }));
    case 'PlanDayRemoved':
      return days.filter((day) => day.id !== event.data.dayId);
    case 'PlanDaysReordered': {
      const order = new Map(event.data.dayIds.map((id, index) => [id, index]));
      return [...days].sort((a, b) => (order.get(a.id) ?? Infinity) - (order.get(b.id) ?? Infinity));
    }
    case 'PlanExerciseAdded': {
      const { index, exercise } = event.data;
      return changeDay(event.data.dayId, (day) => ({
        ...day,
        exercises: [...day.exercises.slice(0, index), withTarget(exercise), ...day.exercises.slice(index)],
      }));
    }
    case 'PlanExerciseRemoved': {
      const { index } = event.data;
      return changeDay(event.data.dayId, (day) => ({ ...day, exercises: day.exercises.filter((_, position) => position !== index) }));
    }
    case 'PlanExercisesReordered': {
      const { order } = event.data;
      return changeDay(event.data.dayId, (day) => ({
        ...day,
        exercises: order.map((from) => day.exercises[from]).filter((exercise): exercise is PlanExercise => exercise !== undefined),
      }));
    }
    case 'PlanExerciseTargetChanged':
      return changeExercise(event.data, (exercise) => ({ ...exercise, ...event.data.target }));
    case 'PlanExerciseRenamed':
      return changeExercise(event.data, (exercise) => ({ ...exercise, exercise_name: event.data.name }));
    default:
      return [...days];
  }
}
