import { defineMessages } from '../../i18n';

/** The texts of the Onboarding screen, German first (strings in quotes in the spec verbatim), then English. */
export const messages = defineMessages({
  de: {
    'onboarding.title': 'Willkommen bei Hantelwerk',
    'onboarding.emptyTitle': 'Die Einrichtung kommt bald',
    'onboarding.emptyText': 'Hier beantwortest du bald sechs kurze Fragen, damit dein KI-Coach deinen Trainingsplan erstellen kann.',
  },
  en: {
    'onboarding.title': 'Welcome to Hantelwerk',
    'onboarding.emptyTitle': 'Setup is coming soon',
    'onboarding.emptyText': 'Soon you will answer six short questions here so your AI coach can build your training plan.',
  },
});

export const { t, useTranslation } = messages;
