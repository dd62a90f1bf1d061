import { MAX_MESSAGE_LENGTH } from './agents/agents.js';
import { MAX_FEEDBACK_LENGTH } from './feedback/feedback.events.js';
import { CATEGORIES, MAX_MACHINE_NAME } from './machines/machine-rules.js';
import { MAX_BODY_WEIGHT_KG, MAX_DISPLAY_NAME } from './users/onboarding-limits.js';
import { PLAN_LIMITS } from './training-plans/rules/plan-rules.js';
import { SET_LIMITS } from './workouts/rules/set-rules.js';

/**
 * The one catalogue of what the deciders and business rules refuse, by code: the deciders throw
 * codes (common/domain-error.ts), the API answers with these texts (German, in the spec's words
 * where it has some), and the DTOs reuse them so that both lines of defence say the same.
 */
export const ERROR_MESSAGES = {
  'machine.name_required': 'Bitte gib einen Namen für die Übung ein.',
  'machine.name_too_long': `Der Name der Übung darf höchstens ${MAX_MACHINE_NAME} Zeichen lang sein.`,
  'machine.unknown_category': `Unbekannte Kategorie. Erlaubt sind: ${CATEGORIES.join(', ')}.`,
  'machine.duplicate_name': 'Eine Übung mit diesem Namen gibt es bereits.',
  'machine.exists': 'Diese Übung gibt es bereits.',
  'machine.not_found': 'Übung nicht gefunden',
  'set.weight': `Das Gewicht muss eine Zahl zwischen 0 und ${SET_LIMITS.maxWeightKg} kg sein.`,
  'set.weight_step': 'Das Gewicht muss in Schritten von 0,5 kg angegeben werden.',
  'set.reps': `Die Wiederholungen müssen eine ganze Zahl zwischen ${SET_LIMITS.minReps} und ${SET_LIMITS.maxReps} sein.`,
  'set.date': 'Bitte gib ein gültiges Datum im Format JJJJ-MM-TT an.',
  'set.date_too_early': 'Das Datum liegt zu weit in der Vergangenheit.',
  'set.date_in_future': 'Das Datum darf höchstens einen Tag in der Zukunft liegen.',
  'set.notes': `Die Notizen dürfen höchstens ${SET_LIMITS.maxNotes} Zeichen lang sein.`,
  'set.machine': 'Bitte wähle eine gültige Übung aus.',
  'set.exists': 'Dieses Training gibt es bereits.',
  'set.not_found': 'Training nicht gefunden',
  'set.paused': 'Du bist im Pausenmodus: Während der Pause kann kein Training getrackt werden. Beende die Pause in deinem Profil, um wieder zu trainieren.',
  'conversation.not_found': 'Unterhaltung nicht gefunden',
  'conversation.blank': 'Bitte gib eine Nachricht ein.',
  'conversation.too_long': `Die Nachricht darf höchstens ${MAX_MESSAGE_LENGTH} Zeichen lang sein.`,
  'conversation.busy': 'Der Coach antwortet noch auf deine letzte Nachricht. Bitte warte einen Moment.',
  'conversation.exists': 'Diese Unterhaltung gibt es bereits.',
  'conversation.empty_reply': 'Die Antwort des Coaches ist leer.',
  'conversation.message_not_found': 'Nachricht nicht gefunden',
  'conversation.agent_without_worker': 'Dieser Agent kann zurzeit keine Nachrichten beantworten.',
  'conversation.too_many_waiting': 'Der Coach beantwortet gerade noch deine anderen Fragen. Bitte warte auf eine Antwort, bevor du eine weitere stellst.',
  'auth.dev_login_remote': 'Die Entwickler-Anmeldung gibt es nur auf dem Rechner, auf dem Hantelwerk läuft (localhost).',
  'user.other_account': 'Diese Anmeldung gehört zu einem anderen Konto.',
  'user.not_found': 'Benutzer nicht gefunden',
  'user.empty_analysis': 'Die Analyse ist leer.',
  'user.name_required': 'Bitte gib einen Namen ein',
  'user.forbidden': 'Du darfst nur dein eigenes Profil ändern.',
  'feedback.message_required': 'Bitte gib eine Nachricht ein.',
  'feedback.message_too_long': `Die Nachricht darf höchstens ${MAX_FEEDBACK_LENGTH} Zeichen lang sein.`,
  'feedback.exists': 'Dieses Feedback gibt es bereits.',
  'feedback.not_found': 'Feedback nicht gefunden',
  'feedback.foreign_image': 'Der Screenshot muss eine deiner eigenen hochgeladenen Dateien sein.',
  'shop.item_not_found': 'Dieses Item gibt es nicht (mehr).',
  'shop.insufficient_funds': 'Nicht genug Hanteln!',
  'shop.already_owned': 'Dieses Item hast du bereits.',
  'shop.purchase_id_taken': 'Diese Kauf-ID gehört zu einem anderen Kauf.',
  'onboarding.name_too_long': `Der Name darf höchstens ${MAX_DISPLAY_NAME} Zeichen lang sein.`,
  'onboarding.frequency': 'Bitte wähle aus, wie oft du pro Woche trainieren möchtest (1 bis 7+).',
  'onboarding.goal': 'Bitte wähle dein Hauptziel aus.',
  'onboarding.experience': 'Bitte wähle deine Trainingserfahrung aus.',
  'onboarding.body_weight': `Bitte gib dein Körpergewicht in kg an (0 bis ${MAX_BODY_WEIGHT_KG}).`,
  'onboarding.focus_areas': `Unbekannter Schwerpunkt. Erlaubt sind: ${CATEGORIES.join(', ')}.`,
  'onboarding.not_completed': 'Bitte schließe zuerst das Onboarding ab.',
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
  'plan.exercise_reps': `Die Wiederholungen dürfen höchstens ${PLAN_LIMITS.maxReps} Zeichen lang sein (z. B. „8-12“).`,
  'plan.relation_exists': 'Diese Übung ist mit dem Trainingstag schon verknüpft.',
  'plan.relation_not_found': 'Verknüpfung nicht gefunden',
  'plan.other_email': 'user_email muss deine eigene Adresse sein.',
  'request.key_reused': 'Dieser Idempotency-Key gehört schon zu einer anderen Anfrage. Bitte sende sie mit einem neuen Schlüssel.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export const messageOf = (code: ErrorCode): string => ERROR_MESSAGES[code];
