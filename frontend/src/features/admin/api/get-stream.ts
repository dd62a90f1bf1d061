import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKey } from './keys';

/** A stream's first 500 events, oldest first: a debug look, not a whole conversation's archive. */
export const getStream = (streamId: string) => api.get('/api/admin/streams/{streamId}', { path: { streamId }, query: { limit: 500 } });

export const streamQueryOptions = (streamId: string) => queryOptions({ queryKey: [...adminKey, 'stream', streamId], queryFn: () => getStream(streamId) });

export const useStream = (streamId: string) => useQuery(streamQueryOptions(streamId));
