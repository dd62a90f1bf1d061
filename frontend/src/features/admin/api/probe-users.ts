import type { DebugProbe } from '@hantelwerk/api-types';
import { api } from '../../../lib/api-client';

/** The spec's server probe, `GET /api/debug/{provider}?entity=User`; a probe that could not run is an ApiError with its message. */
export const probeUsers = (limit = 100) => api.get<DebugProbe>(`/api/debug/postgres?entity=User&sort=email&limit=${limit}`);
