import type { Machine } from '@hantelwerk/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { findExerciseByName, ownExerciseFor } from '../lib/exercise-suggestions';

export const searchCatalogue = (search: string, limit: number) => api.get('/api/exercises', { query: { search, limit } });

/** The catalogue is the same for everyone and changes only with a release: cached for the session. */
export const catalogueSearchQueryOptions = (search: string, limit: number) =>
  queryOptions({
    queryKey: ['exerciseCatalogue', search.trim().toLocaleLowerCase('de-DE'), limit] as const,
    queryFn: () => searchCatalogue(search.trim(), limit),
    staleTime: Infinity,
  });

/**
 * The lifter's own exercise a name means (ownExerciseFor): the one of that name, else the one that
 * is the same catalogue movement ("Kniebeugen" in a plan is their "Kniebeuge"), so that logging it
 * never creates a twin without history. `twin` says the name was resolved through the catalogue.
 */
export function useOwnExercise(name: string, machines: readonly Machine[]): { machine: Machine | undefined; twin: boolean; pending: boolean } {
  const exact = name ? findExerciseByName(machines, name) : undefined;
  const lookup = name.trim() !== '' && exact === undefined && machines.some((machine) => machine.catalogue_id !== null);
  const hit = useQuery({ ...catalogueSearchQueryOptions(name, 1), enabled: lookup });
  if (exact || !lookup) return { machine: exact, twin: false, pending: false };
  const twin = ownExerciseFor(machines, name, hit.data ?? [])?.exercise;
  // Offline the lookup waits (paused): the session goes on with the plan's name rather than waiting for it.
  return { machine: twin, twin: twin !== undefined, pending: hit.isPending && hit.fetchStatus === 'fetching' };
}
