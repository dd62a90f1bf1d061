import { Backpack } from 'lucide-react';
import { useInventory } from '../api/get-inventory';
import { itemTexts } from '../lib/item-texts';
import { useTranslation } from '../messages';

/** What the user bought, with how many streak freezes are still unused. */
export function InventoryList() {
  const { t, language } = useTranslation();
  const { data: inventory } = useInventory();
  if (!inventory) return null;
  const freezes = inventory.streak_freezes_left;
  return (
    <section className="card inventory" aria-labelledby="inventory-heading">
      <h2 id="inventory-heading" className="card-title">
        <Backpack size={18} aria-hidden="true" />
        {t('shop.inventoryHeading')}
      </h2>
      {inventory.items.length === 0 ? (
        <p className="inventory__empty">{t('shop.inventoryEmpty')}</p>
      ) : (
        <ul className="inventory__list">
          {inventory.items.map((item) => (
            <li key={item.item_id} className="inventory__item">
              <span>{itemTexts({ id: item.item_id, name: item.name, description: '' }, language).name}</span>
              <span className="inventory__quantity">{t('shop.quantity', { count: item.quantity })}</span>
            </li>
          ))}
        </ul>
      )}
      {freezes > 0 && <p className="inventory__freezes">{t(freezes === 1 ? 'shop.freezesLeftOne' : 'shop.freezesLeftMany', { count: freezes })}</p>}
    </section>
  );
}
