import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { findExerciseByName } from '../lib/exercise-suggestions';
import { api, isApiError } from './client';
import { refreshTrainingData, useTrainingDataMutation } from './dashboard';
import { createMachine, type Machine } from './machines';
import { queryKeys } from './query-keys';

export interface NewWorkoutEntry {
  machine_id: string;
  max_weight: number;
  reps: number;
  date: string;
  notes?: string | null;
}

export type WorkoutEntryChanges = Partial<Omit<NewWorkoutEntry, 'machine_id'>>;

/** The server's filter keys (docs/api.md). */
export interface WorkoutFilter {
  machine_id?: string;
  created_by?: string;
  date?: string | { gte?: string; lte?: string };
}

/** All own entries as CSV (semicolon-separated, decimal comma), for spreadsheets and other apps. */
export const WORKOUT_EXPORT_URL = '/api/workouts/export.csv';

// ---- list ---------------------------------------------------------------------------------

import type { CreatedWorkoutEntry, PersonalRecord, WorkoutEntry } from '@hantelwerk/api-types';

export type { CreatedWorkoutEntry, PersonalRecord, WorkoutEntry };

export function getWorkouts(filter: WorkoutFilter = {}): Promise<WorkoutEntry[]> {
  const query = Object.keys(filter).length > 0 ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : '';
  return api.get<WorkoutEntry[]>(`/api/workouts${query}`);
}

export const workoutsQueryOptions = (filter: WorkoutFilter = {}) =>
  queryOptions({ queryKey: [...queryKeys.workoutEntries, filter] as const, queryFn: () => getWorkouts(filter) });

export const useWorkouts = (filter: WorkoutFilter = {}, options: { enabled?: boolean } = {}) =>
  useQuery({ ...workoutsQueryOptions(filter), enabled: options.enabled ?? true });

// ---- create / update / delete -------------------------------------------------------------

export const createWorkout = (entry: NewWorkoutEntry) => api.post<CreatedWorkoutEntry>('/api/workouts', entry);

export const updateWorkout = ({ id, ...changes }: WorkoutEntryChanges & { id: string }) =>
  api.put<WorkoutEntry>(`/api/workouts/${encodeURIComponent(id)}`, changes);

export const deleteWorkout = (id: string) => api.delete<void>(`/api/workouts/${encodeURIComponent(id)}`);

export const useCreateWorkout = () => useTrainingDataMutation(createWorkout);

export const useUpdateWorkout = () => useTrainingDataMutation(updateWorkout);

export const useDeleteWorkout = () => useTrainingDataMutation(deleteWorkout);

// ---- the add screen: an exercise by name, created when new, then the entry ------------------

export interface LogSetInput extends Omit<NewWorkoutEntry, 'machine_id'> {
  exerciseName: string;
  /** The exercises already known, to reuse one whose name matches. */
  machines: readonly Machine[];
}

export interface LoggedSet {
  entry: CreatedWorkoutEntry;
  machineId: string;
  createdMachine: boolean;
}

/** The server answers 409 with the existing id when the name is taken (e.g. created elsewhere). */
function existingMachineId(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 409) return undefined;
  const details = error.details as { id?: unknown } | undefined;
  return typeof details?.id === 'string' ? details.id : undefined;
}

/** Spec §4: a new exercise is created first with empty categories, then the entry. */
export async function logSet({ exerciseName, machines, ...entry }: LogSetInput): Promise<LoggedSet> {
  const name = exerciseName.trim();
  let machineId = findExerciseByName(machines, name)?.id;
  let createdMachine = false;
  if (!machineId) {
    try {
      machineId = (await createMachine({ name, categories: [] })).id;
      createdMachine = true;
    } catch (error) {
      machineId = existingMachineId(error);
      if (!machineId) throw error;
    }
  }
  const created = await createWorkout({ ...entry, machine_id: machineId });
  return { entry: created, machineId, createdMachine };
}

export function useLogSet() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: logSet, onSettled: () => refreshTrainingData(queryClient) });
}

// ---- streak (spec §7: after each saved set) -------------------------------------------------

export const calculateStreak = () =>
  api.post<{ data: { current_streak: number; week_start_date: string | null } }>('/api/functions/invoke', {
    functionName: 'calculateStreak',
  });
