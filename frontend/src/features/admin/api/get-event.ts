import { api } from '../../../lib/api-client';

/** One event by id, to follow a causation to its stream. */
export const getEvent = (eventId: string) => api.get('/api/admin/events/{eventId}', { path: { eventId } });
