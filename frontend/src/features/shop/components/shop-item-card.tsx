import type { ShopItem } from '@hantelwerk/api-types';
import { Dumbbell, Frame, Snowflake, Tag } from 'lucide-react';
import { formatCount } from '../../../lib/numbers';
import { itemTexts } from '../lib/item-texts';
import { useTranslation } from '../messages';

const ICONS = { streak_freeze: Snowflake, profile_frame: Frame, profile_title: Tag } as const;

interface ShopItemCardProps {
  item: ShopItem;
  owned: boolean;
  buying: boolean;
  /** Another purchase is running: one at a time. */
  disabled: boolean;
  onBuy: () => void;
}

export function ShopItemCard({ item, owned, buying, disabled, onBuy }: ShopItemCardProps) {
  const { t, language } = useTranslation();
  const { name, description } = itemTexts(item, language);
  const Icon = ICONS[item.effect.kind];
  const soldOut = item.once && owned;
  return (
    <li className="card shop-item">
      <span className="shop-item__icon" aria-hidden="true">
        <Icon size={22} />
      </span>
      <div className="shop-item__body">
        <h3 className="shop-item__name">{name}</h3>
        <p className="shop-item__description">{description}</p>
        <div className="shop-item__footer">
          <span className="shop-item__price">
            <Dumbbell size={16} aria-hidden="true" />
            {t('shop.price', { price: formatCount(item.price) })}
          </span>
          <button
            type="button"
            className="button button--primary button--small"
            onClick={onBuy}
            disabled={disabled || soldOut}
            aria-label={soldOut ? `${name}: ${t('shop.owned')}` : `${name} ${t('shop.buy').toLowerCase()}`}
          >
            {buying ? t('shop.buying') : soldOut ? t('shop.owned') : t('shop.buy')}
          </button>
        </div>
      </div>
    </li>
  );
}
