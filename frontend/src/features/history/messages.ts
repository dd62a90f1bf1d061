import { defineMessages } from '../../i18n';

/** The texts of the training history, German first (the brief's strings verbatim), then English. */
export const messages = defineMessages({
  de: {
    'history.title': 'Verlauf',
    'history.subtitle': 'Deine Trainings, das neueste zuerst.',
    'history.loadFailed': 'Die Trainings konnten nicht geladen werden.',
    'history.emptyTitle': 'Noch keine Trainings.',
    'history.emptyText': 'Trainings entstehen, wenn du deine Historie importierst.',
    'history.import': 'Daten importieren',
    'history.loadMore': 'Mehr laden',
    'history.untitled': 'Training',
    'history.duration': '{{minutes}} min',
    'history.sets': '{{count}} Sätze',
    'history.setsOne': '1 Satz',
    'history.setsFailed': 'Die Sätze dieses Trainings konnten nicht geladen werden.',
    'history.noSets': 'Dieses Training hat keine Sätze mehr.',
    'history.unknownExercise': 'Unbekannte Übung',
  },
  en: {
    'history.title': 'History',
    'history.subtitle': 'Your workouts, newest first.',
    'history.loadFailed': 'Your workouts could not be loaded.',
    'history.emptyTitle': 'No workouts yet.',
    'history.emptyText': 'Workouts appear when you import your history.',
    'history.import': 'Import data',
    'history.loadMore': 'Load more',
    'history.untitled': 'Workout',
    'history.duration': '{{minutes}} min',
    'history.sets': '{{count}} sets',
    'history.setsOne': '1 set',
    'history.setsFailed': "This workout's sets could not be loaded.",
    'history.noSets': 'This workout has no sets left.',
    'history.unknownExercise': 'Unknown exercise',
  },
});

export const { t, useTranslation } = messages;
