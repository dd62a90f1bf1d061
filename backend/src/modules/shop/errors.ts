/** What the shop refuses, by code, in German ("Nicht genug Hanteln!" is the spec's). */
export const SHOP_ERRORS = {
  'shop.item_not_found': 'Dieses Item gibt es nicht (mehr).',
  'shop.insufficient_funds': 'Nicht genug Hanteln!',
  'shop.already_owned': 'Dieses Item hast du bereits.',
  'shop.purchase_id_taken': 'Diese Kauf-ID gehört zu einem anderen Kauf.',
  'shop.item_required': 'Bitte wähle ein Item aus.',
  'shop.purchase_id': 'Die Kauf-ID muss eine UUID sein.',
} as const;

declare module '../../common/error-catalogue.js' {
  interface ErrorCatalogues {
    shop: typeof SHOP_ERRORS;
  }
}
