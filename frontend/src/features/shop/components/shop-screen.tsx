import type { ShopItem } from '@hantelwerk/api-types';
import { Dumbbell, ShoppingBag } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { formatCount } from '../../../lib/numbers';
import { useSignedInUser } from '../../../lib/session';
import { useInventory } from '../api/get-inventory';
import { useShopItems } from '../api/get-shop-items';
import { usePurchaseItem } from '../api/purchase-item';
import { itemTexts } from '../lib/item-texts';
import { missingHanteln, type PurchaseProblem } from '../lib/earning';
import { EarningGuide } from './earning-guide';
import { useTranslation } from '../messages';
import { InventoryList } from './inventory-list';
import { PurchasedOverlay } from './purchased-overlay';
import { ShopItemCard } from './shop-item-card';

/** Spec §8 Shop: too few Hanteln (client-side, or the server's "Insufficient funds"), else the server's message. */
function purchaseError(error: unknown, item: ShopItem, balance: number, t: ReturnType<typeof useTranslation>['t']): PurchaseProblem {
  if (isApiError(error) && error.code === 'shop.insufficient_funds')
    return { itemId: item.id, text: t('shop.notEnough'), missing: missingHanteln(balance, item.price) };
  return { itemId: item.id, text: t('shop.failed', { message: error instanceof Error ? error.message : String(error) }) };
}

export function ShopScreen() {
  const { t, language } = useTranslation();
  const user = useSignedInUser();
  const items = useShopItems();
  const { data: inventory } = useInventory();
  const purchase = usePurchaseItem();
  const [confirming, setConfirming] = useState<ShopItem | null>(null);
  const [bought, setBought] = useState<string | null>(null);
  const [problem, setProblem] = useState<PurchaseProblem | null>(null);
  const hideBought = useCallback(() => setBought(null), []);
  const balance = user.hantel_currency ?? 0;
  const owned = new Set(inventory?.items.map((item) => item.item_id));

  function ask(item: ShopItem) {
    setProblem(null);
    // Spec §5: blocked on the client when the balance is lower than the price.
    if (balance < item.price) setProblem({ itemId: item.id, text: t('shop.notEnough'), missing: missingHanteln(balance, item.price) });
    else setConfirming(item);
  }

  function buy(item: ShopItem) {
    setConfirming(null);
    purchase.mutate(
      { itemId: item.id, purchaseId: crypto.randomUUID() },
      { onSuccess: () => setBought(itemTexts(item, language).name), onError: (failure) => setProblem(purchaseError(failure, item, balance, t)) },
    );
  }

  return (
    <div className="page-stack">
      <PageHeader title={t('shop.title')} back={{ to: paths.dashboard, label: t('shop.back') }} />
      <p className="balance-banner">
        <Dumbbell size={22} aria-hidden="true" />
        {t('shop.balance', { balance: formatCount(balance) })}
      </p>
      {/* The items' names are h3: this keeps the outline from skipping a level after the page's h1. */}
      <h2 className="visually-hidden">{t('shop.itemsHeading')}</h2>
      {items.isPending ? (
        <Spinner />
      ) : items.isError ? (
        <Alert tone="error">{t('shop.loadFailed')}</Alert>
      ) : items.data.length === 0 ? (
        <EmptyState icon={ShoppingBag} title={t('shop.emptyTitle')} description={t('shop.emptyText')} />
      ) : (
        <ul className="shop-list" aria-label={t('shop.itemsHeading')}>
          {items.data.map((item) => (
            <ShopItemCard
              key={item.id}
              item={item}
              owned={owned.has(item.id)}
              buying={purchase.isPending && purchase.variables?.itemId === item.id}
              disabled={purchase.isPending}
              onBuy={() => ask(item)}
              problem={problem?.itemId === item.id ? problem : null}
            />
          ))}
        </ul>
      )}
      <InventoryList />
      <EarningGuide placed={!items.isPending && inventory !== undefined} />
      <ConfirmDialog
        open={confirming !== null}
        title={t('shop.confirmTitle')}
        description={confirming ? t('shop.confirmText', { item: itemTexts(confirming, language).name, price: formatCount(confirming.price) }) : ''}
        cancelLabel={t('common.cancel')}
        confirmLabel={t('shop.confirm')}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && buy(confirming)}
      />
      {bought && <PurchasedOverlay itemName={bought} onDone={hideBought} />}
    </div>
  );
}
