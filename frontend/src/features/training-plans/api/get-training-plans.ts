import type { TrainingDay, TrainingPlan } from '@hantelwerk/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type { TrainingDay, TrainingPlan };

export const getTrainingPlans = () => api.get('/api/training-plans');

export const trainingPlansQueryOptions = () => queryOptions({ queryKey: queryKeys.trainingPlans, queryFn: getTrainingPlans });

export const useTrainingPlans = () => useQuery(trainingPlansQueryOptions());
