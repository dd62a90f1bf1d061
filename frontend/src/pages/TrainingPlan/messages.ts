import { defineMessages } from '../../i18n';

/** The texts of the TrainingPlan screen, German first (strings in quotes in the spec verbatim), then English. */
export const messages = defineMessages({
  de: {
    'trainingPlan.title': 'Trainingsplan für {{name}}',
    'trainingPlan.fallbackName': 'dich',
    'trainingPlan.emptyTitle': 'Noch kein Trainingsplan',
    'trainingPlan.emptyText': 'Hier erscheint bald dein persönlicher, von KI erstellter Trainingsplan.',
  },
  en: {
    'trainingPlan.title': 'Training plan for {{name}}',
    'trainingPlan.fallbackName': 'you',
    'trainingPlan.emptyTitle': 'No training plan yet',
    'trainingPlan.emptyText': 'Your personal, AI-generated training plan will appear here soon.',
  },
});

export const { t, useTranslation } = messages;
