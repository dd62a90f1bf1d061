import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKey } from './keys';

export const getEventTypes = () => api.get('/api/admin/event-types');

export const eventTypesQueryOptions = () => queryOptions({ queryKey: [...adminKey, 'event-types'], queryFn: getEventTypes, staleTime: 60_000 });

export const useEventTypes = () => useQuery(eventTypesQueryOptions());
