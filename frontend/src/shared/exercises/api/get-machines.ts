import type { Category, Machine } from '@hantelwerk/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type { Category, Machine };

export const getMachines = () => api.get('/api/machines');

export const machinesQueryOptions = () => queryOptions({ queryKey: queryKeys.machines, queryFn: getMachines });

export const useMachines = () => useQuery(machinesQueryOptions());
