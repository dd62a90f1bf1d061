import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isRunning } from '../lib/rebuild-state';
import { adminKey, DEBUG_REFRESH_MS } from './keys';

/** While a rebuild runs its bar moves every second; otherwise the page's 5 s. */
const REBUILD_REFRESH_MS = 1000;

export const getProjections = () => api.get('/api/admin/projections');

export const projectionsKey = [...adminKey, 'projections'] as const;

export const projectionsQueryOptions = () =>
  queryOptions({
    queryKey: projectionsKey,
    queryFn: getProjections,
    refetchInterval: (query) => {
      const job = query.state.data?.rebuild;
      return job && isRunning(job.state) ? REBUILD_REFRESH_MS : DEBUG_REFRESH_MS;
    },
  });

export const useProjections = () => useQuery(projectionsQueryOptions());
