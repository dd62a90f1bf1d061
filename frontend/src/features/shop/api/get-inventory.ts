import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { inventoryKey } from '../../../lib/query-keys';

export const getInventory = () => api.get('/api/inventory');

export const inventoryQueryOptions = () => queryOptions({ queryKey: inventoryKey, queryFn: getInventory });

export const useInventory = () => useQuery(inventoryQueryOptions());
