import { defineMessages } from '../../i18n';

/** The texts of sets waiting for a connection, German first, then English. */
export const messages = defineMessages({
  de: {
    'outbox.pending': 'wartet auf Verbindung',
  },
  en: {
    'outbox.pending': 'waiting for a connection',
  },
});

export const { t, useTranslation } = messages;
