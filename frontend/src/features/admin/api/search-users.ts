import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKey } from './keys';

/** `GET /api/admin/users?search=`: part of an address or a name; the first 20 matches, addresses starting with it first. */
export const searchUsers = (search: string) => api.get('/api/admin/users', { query: { search: search.trim() } });

export const userSearchQueryOptions = (search: string) =>
  queryOptions({ queryKey: [...adminKey, 'users', search.trim()], queryFn: () => searchUsers(search), staleTime: 30_000, placeholderData: keepPreviousData });

export const useUserSearch = (search: string) => useQuery(userSearchQueryOptions(search));
