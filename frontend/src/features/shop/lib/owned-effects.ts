import type { Inventory } from '@hantelwerk/api-types';

/** What the profile shows of what was bought: the gold frame and the title. */
export interface OwnedEffects {
  goldFrame: boolean;
  title: string | null;
}

export function ownedEffects(inventory: Inventory | undefined): OwnedEffects {
  const effects = inventory?.items.map((item) => item.effect) ?? [];
  const title = effects.find((effect) => effect.kind === 'profile_title');
  return {
    goldFrame: effects.some((effect) => effect.kind === 'profile_frame' && effect.style === 'gold'),
    title: title?.kind === 'profile_title' ? title.title : null,
  };
}
