import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKey } from './keys';

/** What a rebuild of `readModel` (a name, or `all`) would rebuild and how many events it reads, asked afresh each time. */
export const getRebuildPreview = (readModel: string) => api.get('/api/admin/projections/rebuild-preview', { query: { read_model: readModel } });

export const rebuildPreviewQueryOptions = (readModel: string) =>
  queryOptions({ queryKey: [...adminKey, 'rebuild-preview', readModel], queryFn: () => getRebuildPreview(readModel), staleTime: 0, gcTime: 0 });

export const useRebuildPreview = (readModel: string | null) => useQuery({ ...rebuildPreviewQueryOptions(readModel ?? ''), enabled: readModel !== null });
