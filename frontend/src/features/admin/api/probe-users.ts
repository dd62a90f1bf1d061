import type { DebugProbe } from '@hantelwerk/api-types';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKey } from './keys';

/** The row of the users read model as the probe answers it (the columns the screens read). */
export interface ProbedUser {
  id: string;
  email: string;
  full_name: string | null;
}

/** The spec's server probe, `GET /api/debug/{provider}?entity=User`; a probe that could not run is an ApiError with its message. */
export const probeUsers = (limit = 100) => api.get<DebugProbe>(`/api/debug/postgres?entity=User&sort=email&limit=${limit}`);

export const probeUsersQueryOptions = () => queryOptions({ queryKey: [...adminKey, 'probe', 'User'], queryFn: () => probeUsers(), staleTime: 30_000 });

/** The users an admin can pick from (the first 100 by address). */
export const useProbedUsers = () => useQuery({ ...probeUsersQueryOptions(), select: (probe) => probe.data as ProbedUser[] });
