import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Spec §7: newest first by created_date, cached 30 s (admins only on the server). */
export const getFeedback = () => api.get('/api/feedback', { query: { sort: '-created_date' } });

export const feedbackQueryOptions = () => queryOptions({ queryKey: queryKeys.feedback, queryFn: getFeedback, staleTime: 30_000 });

export const useFeedbackList = () => useQuery(feedbackQueryOptions());
