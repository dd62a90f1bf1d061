import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { englishNamesOf, exerciseNameIn } from '../lib/exercise-names';
import { useTranslation } from '../messages';

export const getExerciseNames = () => api.get('/api/exercises/names');

/** The catalogue changes only with a release: asked once a session, and only by the English interface. */
export const exerciseNamesQueryOptions = () =>
  queryOptions({ queryKey: ['exerciseCatalogue', 'names'] as const, queryFn: getExerciseNames, staleTime: Infinity, select: englishNamesOf });

/** Names an exercise as the interface shows it: a catalogue movement's English name in English (lib/exercise-names.ts). */
export function useExerciseName(): (name: string) => string {
  const { language } = useTranslation();
  const english = useQuery({ ...exerciseNamesQueryOptions(), enabled: language === 'en' }).data;
  return useCallback((name: string) => exerciseNameIn(language, name, english), [language, english]);
}
