import type { ShopItem } from '@hantelwerk/api-types';
import type { Language } from '../../../i18n';

/** The server names items in German (the catalogue's language); these are their English names. */
const ENGLISH: Record<string, { name: string; description: string }> = {
  'streak-freeze': {
    name: 'Streak freeze',
    description: 'Protects your weekly streak: one week without training after the purchase does not break it. Used automatically.',
  },
  'streak-freeze-pack': {
    name: 'Streak freeze, pack of 3',
    description: 'Three streak freezes at a lower price, for a holiday or a busy spell. Each protects one missed week.',
  },
  'profile-title-iron': { name: 'Title “Iron biter”', description: 'Shows the title “Iron biter” under your name on your profile.' },
  'golden-frame': { name: 'Golden profile frame', description: 'A golden ring around your profile picture, for those who keep at it.' },
};

export function itemTexts(item: Pick<ShopItem, 'id' | 'name' | 'description'>, language: Language): { name: string; description: string } {
  return (language === 'en' && ENGLISH[item.id]) || { name: item.name, description: item.description };
}
