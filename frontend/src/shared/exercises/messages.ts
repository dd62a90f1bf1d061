import { defineMessages } from '../../i18n';

/** The texts of the lifter's exercises (their names, categories and the search field), German first, then English. */
export const messages = defineMessages({
  de: {
    'exercises.exercise': 'Übung',
    'exercises.exercisePlaceholder': 'Übung suchen oder erstellen...',
    'exercises.suggestions': 'Vorschläge',
    'exercises.catalogueSuggestion': 'Neue Übung · {{categories}}',
    'exercises.newExerciseHint': 'Neue Übung: „{{name}}“ wird beim Speichern angelegt.',
    'exercises.didYouMean': 'Meintest du {{name}}?',
    'exercises.category.Alle': 'Alle',
    'exercises.category.Brust': 'Brust',
    'exercises.category.Rücken': 'Rücken',
    'exercises.category.Arme': 'Arme',
    'exercises.category.Schultern': 'Schultern',
    'exercises.category.Beine': 'Beine',
    'exercises.category.Bauch': 'Bauch',
    'exercises.category.Ganzkörper': 'Ganzkörper',
    'exercises.category.Ausdauer': 'Ausdauer',
    'exercises.category.Ohne Kategorie': 'Ohne Kategorie',
  },
  en: {
    'exercises.exercise': 'Exercise',
    'exercises.exercisePlaceholder': 'Search or create an exercise...',
    'exercises.suggestions': 'Suggestions',
    'exercises.catalogueSuggestion': 'New exercise · {{categories}}',
    'exercises.newExerciseHint': 'New exercise: “{{name}}” is created when you save.',
    'exercises.didYouMean': 'Did you mean {{name}}?',
    'exercises.category.Alle': 'All',
    'exercises.category.Brust': 'Chest',
    'exercises.category.Rücken': 'Back',
    'exercises.category.Arme': 'Arms',
    'exercises.category.Schultern': 'Shoulders',
    'exercises.category.Beine': 'Legs',
    'exercises.category.Bauch': 'Abs',
    'exercises.category.Ganzkörper': 'Full body',
    'exercises.category.Ausdauer': 'Cardio',
    'exercises.category.Ohne Kategorie': 'No category',
  },
});

export const { t, useTranslation } = messages;
export type ExercisesKey = keyof typeof messages.catalogue.de;
