import { defineMessages } from '../../i18n';

/** The texts of the GuidedTraining screen, German first (strings in quotes in the spec verbatim), then English. */
export const messages = defineMessages({
  de: {
    'guidedTraining.title': 'Training starten',
    'guidedTraining.emptyTitle': 'Geführtes Training kommt bald',
    'guidedTraining.emptyText': 'Bald führt dich die App hier Übung für Übung durch deinen Trainingstag.',
  },
  en: {
    'guidedTraining.title': 'Start training',
    'guidedTraining.emptyTitle': 'Guided training is coming soon',
    'guidedTraining.emptyText': 'Soon the app will guide you through your training day exercise by exercise.',
  },
});

export const { t, useTranslation } = messages;
