import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shopItemsKey } from '../../../lib/query-keys';

export const getShopItems = () => api.get('/api/shop-items');

/** Spec §9: the shop's data is fresh for 60 s. */
export const shopItemsQueryOptions = () => queryOptions({ queryKey: shopItemsKey, queryFn: getShopItems, staleTime: 60_000 });

export const useShopItems = () => useQuery(shopItemsQueryOptions());
