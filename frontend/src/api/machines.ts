import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './client';
import { useTrainingDataMutation } from './dashboard';
import { queryKeys } from './query-keys';

/** Spec §3, in the order the dashboard chips show them. */
export const CATEGORIES = ['Brust', 'Rücken', 'Arme', 'Schultern', 'Beine', 'Bauch', 'Ganzkörper', 'Ausdauer'] as const;
import type { Category, Machine } from '@hantelwerk/api-types';

export type { Category, Machine };

/** The dashboard filter: everything, one category, or exercises without any. */
export const ALL_CATEGORIES = 'Alle';
export const UNCATEGORISED = 'Ohne Kategorie';
export type CategoryFilter = typeof ALL_CATEGORIES | Category | typeof UNCATEGORISED;
export const CATEGORY_FILTERS: readonly CategoryFilter[] = [ALL_CATEGORIES, ...CATEGORIES, UNCATEGORISED];

export interface MachineInput {
  name: string;
  categories?: Category[];
}

// ---- list ---------------------------------------------------------------------------------

export const getMachines = () => api.get<Machine[]>('/api/machines');

export const machinesQueryOptions = () => queryOptions({ queryKey: queryKeys.machines, queryFn: getMachines });

export const useMachines = () => useQuery(machinesQueryOptions());

// ---- create / update / delete -------------------------------------------------------------

export const createMachine = (input: MachineInput) => api.post<Machine>('/api/machines', input);

export const updateMachine = ({ id, ...changes }: Partial<MachineInput> & { id: string }) =>
  api.put<Machine>(`/api/machines/${encodeURIComponent(id)}`, changes);

/** Deletes the exercise and all its entries. */
export const deleteMachine = (id: string) => api.delete<void>(`/api/machines/${encodeURIComponent(id)}`);

export const useUpdateMachine = () => useTrainingDataMutation(updateMachine);

export const useDeleteMachine = () => useTrainingDataMutation(deleteMachine);
