import type { ItemOnSale } from '../wallet/index.js';

export interface CatalogueItem extends ItemOnSale {
  description: string;
  is_active: boolean;
}

/**
 * What the shop sells. The catalogue is code, not data, because each item's effect is code: the
 * streak rule honours freezes (workouts/rules/streak.ts), the profile screen shows the frame and
 * the title. Ids are stable: purchases name them. An item taken off sale stays here with
 * `is_active: false`, so what was bought keeps its name in the inventory.
 */
export const SHOP_CATALOGUE: readonly CatalogueItem[] = [
  {
    id: 'streak-freeze',
    name: 'Streak-Freeze',
    description: 'Schützt deine Wochenserie: Eine Woche ohne Training nach dem Kauf bricht sie nicht. Wird automatisch eingesetzt.',
    price: 50,
    effect: { kind: 'streak_freeze', weeks: 1 },
    once: false,
    is_active: true,
  },
  {
    id: 'streak-freeze-pack',
    name: 'Streak-Freeze 3er-Pack',
    description: 'Drei Streak-Freezes zum Vorteilspreis, für Urlaub oder eine stressige Phase. Jeder schützt eine verpasste Woche.',
    price: 120,
    effect: { kind: 'streak_freeze', weeks: 3 },
    once: false,
    is_active: true,
  },
  {
    id: 'profile-title-iron',
    name: 'Titel „Eisenbeißer“',
    description: 'Zeigt den Titel „Eisenbeißer“ unter deinem Namen im Profil.',
    price: 100,
    effect: { kind: 'profile_title', title: 'Eisenbeißer' },
    once: true,
    is_active: true,
  },
  {
    id: 'golden-frame',
    name: 'Goldener Profilrahmen',
    description: 'Ein goldener Rahmen um dein Profilbild, für alle, die dranbleiben.',
    price: 200,
    effect: { kind: 'profile_frame', style: 'gold' },
    once: true,
    is_active: true,
  },
];

export function catalogueItem(id: string): CatalogueItem | undefined {
  return SHOP_CATALOGUE.find((item) => item.id === id);
}
