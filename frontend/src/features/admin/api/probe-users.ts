import { api } from '../../../lib/api-client';

/** The spec's server probe, `GET /api/debug/{provider}?entity=User`; a probe that could not run is an ApiError with its message. */
export const probeUsers = (limit = 100) =>
  api.get('/api/debug/{provider}', { path: { provider: 'postgres' }, query: { entity: 'User', sort: 'email', limit } });
