import { defineMessages } from '../../i18n';

/** The texts of the analysis feature, German first (strings in quotes in the spec verbatim), then English. */
export const messages = defineMessages({
  de: {
    'analysis.title': 'Deine Trainingsanalyse',
    'analysis.updated': 'Stand: {{date}}',
    'analysis.showMore': 'Mehr anzeigen',
    'analysis.showLess': 'Weniger anzeigen',
    'analysis.emptyTitle': 'Noch keine Analyse verfügbar',
    'analysis.emptyText': 'Deine Analyse erscheint automatisch, sobald du weitere Trainings eingetragen hast.',
    'analysis.running': 'Dein Coach analysiert dein Training …',
  },
  en: {
    'analysis.title': 'Your training analysis',
    'analysis.updated': 'As of {{date}}',
    'analysis.showMore': 'Show more',
    'analysis.showLess': 'Show less',
    'analysis.emptyTitle': 'No analysis available yet',
    'analysis.emptyText': 'Your analysis appears automatically once you have logged more workouts.',
    'analysis.running': 'Your coach is analysing your training …',
  },
});

export const { t, useTranslation } = messages;
