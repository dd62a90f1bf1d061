import type { User } from '../../../lib/session';
import { api } from '../../../lib/api-client';

/** The client's 60 s are up (spec §4 Resume); the server fails the generation once its own deadline has passed. */
export const reportGenerationTimeout = () => api.post<User>('/api/training-plans/generation/timeout');
