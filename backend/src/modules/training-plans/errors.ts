import { PLAN_LIMITS } from './rules/plan-rules.js';

/** What the training-plans context refuses, by code, in German (the spec's words where it has some). */
export const PLAN_ERRORS = {
  'plan.not_found': 'Trainingsplan nicht gefunden',
  'plan.exists': 'Diesen Trainingsplan gibt es bereits.',
  'plan.last_plan': 'Du kannst nicht deinen letzten Trainingsplan löschen!',
  'plan.last_day': 'Du musst mindestens einen Trainingstag haben!',
  'plan.name_required': 'Bitte gib einen Namen für den Trainingsplan ein.',
  'plan.name_too_long': `Der Name des Trainingsplans darf höchstens ${PLAN_LIMITS.maxName} Zeichen lang sein.`,
  'plan.description_too_long': `Die Beschreibung darf höchstens ${PLAN_LIMITS.maxDescription} Zeichen lang sein.`,
  'plan.day_name_required': 'Bitte gib einen Namen für den Trainingstag ein.',
  'plan.day_name_too_long': `Der Name eines Trainingstags darf höchstens ${PLAN_LIMITS.maxDayName} Zeichen lang sein.`,
  'plan.too_many_days': `Ein Trainingsplan hat höchstens ${PLAN_LIMITS.maxDays} Trainingstage.`,
  'plan.day_not_found': 'Trainingstag nicht gefunden',
  'plan.duplicate_day': 'Ein Trainingstag kommt doppelt vor.',
  'plan.too_many_exercises': `Ein Trainingstag hat höchstens ${PLAN_LIMITS.maxExercisesPerDay} Übungen.`,
  'plan.exercise_name_required': 'Bitte gib einen Namen für die Übung ein.',
  'plan.exercise_name_too_long': `Der Name der Übung darf höchstens ${PLAN_LIMITS.maxExerciseName} Zeichen lang sein.`,
  'plan.exercise_sets': `Die Sätze müssen eine ganze Zahl von 1 bis ${PLAN_LIMITS.maxSets} sein.`,
  'plan.exercise_reps': `Die Wiederholungen sind eine Zahl oder ein Bereich von 1 bis ${PLAN_LIMITS.maxRepCount} (z. B. „8“ oder „8-10“).`,
  'plan.exercise_target_weight': `Das Zielgewicht ist eine Zahl von 0 bis ${PLAN_LIMITS.maxTargetWeight} kg in Schritten von 0,25 kg.`,
  'plan.relation_exists': 'Diese Übung ist mit dem Trainingstag schon verknüpft.',
  'plan.relation_not_found': 'Verknüpfung nicht gefunden',
  'plan.other_email': 'user_email muss deine eigene Adresse sein.',
  'plan.day_number': 'day_number muss eine ganze Zahl ab 1 sein.',
  'plan.exercises_list': 'exercises muss eine Liste sein.',
  'plan.description_not_text': 'plan_description muss ein Text sein.',
  'plan.is_active': 'is_active muss true oder false sein.',
  'plan.clear_selected_plan': 'clear_selected_plan muss true oder false sein.',
  'plan.filter_id': '{{key}} muss eine gültige ID sein.',
  'plan.filter_user_email': 'user_email muss eine E-Mail-Adresse sein.',
  'plan.id_required': 'Bitte gib die ID des Trainingsplans an (?id=…).',
} as const;

declare module '../../common/error-catalogue.js' {
  interface ErrorCatalogues {
    training_plans: typeof PLAN_ERRORS;
  }
}
