import type { PurchaseResult, PurchaseShopItemParams } from '@hantelwerk/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { inventoryKey, queryKeys } from '../../../lib/query-keys';

/** Spec §7 server function `purchaseShopItem {itemId}` (plus our idempotency id). */
export async function purchaseItem(request: PurchaseShopItemParams): Promise<PurchaseResult> {
  return (await api.post<{ data: PurchaseResult }>('/api/functions/invoke', { functionName: 'purchaseShopItem', params: request })).data;
}

/** Refreshes the balance (the user) and the inventory after a purchase. */
export function usePurchaseItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseItem,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.user }), queryClient.invalidateQueries({ queryKey: inventoryKey })]);
    },
  });
}
