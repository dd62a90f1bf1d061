import type { ShopItem } from '@hantelwerk/api-types';
import { Dumbbell, Frame, Snowflake, Tag } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatCount } from '../../../lib/numbers';
import { EARNING_ANCHOR, type PurchaseProblem } from '../lib/earning';
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
  /** Why the last tap on this item's button did not buy it. */
  problem?: PurchaseProblem | null;
}

export function ShopItemCard({ item, owned, buying, disabled, onBuy, problem = null }: ShopItemCardProps) {
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
        {problem && <PurchaseProblemNote problem={problem} />}
      </div>
    </li>
  );
}

/** Under the button tapped, in view: what went wrong, how many Hanteln are missing, and how they are earned. */
function PurchaseProblemNote({ problem }: { problem: PurchaseProblem }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // A block, not an arrow's value: a browser whose scrollIntoView answers a promise would have React call it on unmount.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [problem]);
  return (
    <div ref={ref} className="shop-item__problem" role="alert">
      <strong>{problem.text}</strong>
      {problem.missing !== undefined && (
        <>
          {problem.missing > 0 && <span>{t(problem.missing === 1 ? 'shop.missingOne' : 'shop.missingMany', { count: formatCount(problem.missing) })}</span>}
          <Link to={`${paths.shop}#${EARNING_ANCHOR}`}>{t('shop.howToEarn')}</Link>
        </>
      )}
    </div>
  );
}
