import type { AdminEvent } from '@hantelwerk/api-types';
import { api } from '../../../lib/api-client';

/** One event by id, to follow a causation to its stream. */
export const getEvent = (eventId: string) => api.get<AdminEvent>(`/api/admin/events/${encodeURIComponent(eventId)}`);
