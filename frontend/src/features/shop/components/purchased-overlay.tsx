import { PartyPopper } from 'lucide-react';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../messages';

/** Spec §9: the "Gekauft!" overlay stays 3 s. */
export const PURCHASED_OVERLAY_MS = 3000;

export function PurchasedOverlay({ itemName, onDone }: { itemName: string; onDone: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = window.setTimeout(onDone, PURCHASED_OVERLAY_MS);
    return () => window.clearTimeout(timer);
  }, [onDone]);

  return createPortal(
    <div className="purchased-overlay" role="status">
      <div className="purchased-overlay__panel">
        <PartyPopper size={40} aria-hidden="true" />
        <p className="purchased-overlay__title">{t('shop.boughtTitle')}</p>
        <p className="purchased-overlay__text">{t('shop.boughtText', { item: itemName })}</p>
      </div>
    </div>,
    document.body,
  );
}
