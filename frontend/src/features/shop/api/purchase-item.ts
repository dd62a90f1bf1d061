import type { PurchaseShopItemParams } from '@hantelwerk/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invokeFunction } from '../../../lib/server-functions';
import { inventoryKey, queryKeys } from '../../../lib/query-keys';

/** Spec §7 server function `purchaseShopItem {itemId}` (plus our idempotency id). */
export const purchaseItem = (request: PurchaseShopItemParams) => invokeFunction('purchaseShopItem', request);

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
