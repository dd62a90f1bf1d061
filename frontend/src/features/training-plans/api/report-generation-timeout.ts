import { api } from '../../../lib/api-client';

/** The client's 60 s are up (spec §4 Resume); the server fails the generation once its own deadline has passed. */
export const reportGenerationTimeout = () => api.post('/api/training-plans/generation/timeout');
