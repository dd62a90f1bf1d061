import { defineMessages } from '../../i18n';

/** The texts of the Shop screen, German first (strings in quotes in the spec verbatim), then English. */
export const messages = defineMessages({
  de: {
    'shop.back': 'Zurück zur Startseite',
    'shop.title': 'Shop',
    'shop.balance': 'Deine Hanteln: {{balance}}',
    'shop.emptyTitle': 'Keine Items verfügbar',
    'shop.emptyText': 'Komme bald wieder, um neue Items zu entdecken!',
  },
  en: {
    'shop.back': 'Back to home',
    'shop.title': 'Shop',
    'shop.balance': 'Your Hanteln: {{balance}}',
    'shop.emptyTitle': 'No items available',
    'shop.emptyText': 'Come back soon to discover new items!',
  },
});

export const { t, useTranslation } = messages;
