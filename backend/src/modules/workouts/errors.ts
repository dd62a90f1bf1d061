import { RPE_LIMITS, SET_LIMITS } from './rules/set-rules.js';

/** What the workouts context refuses, by code, in German (the spec's words where it has some). */
export const WORKOUT_ERRORS = {
  'set.weight': `Das Gewicht muss eine Zahl zwischen 0 und ${SET_LIMITS.maxWeightKg} kg sein.`,
  'set.weight_step': 'Das Gewicht muss in Schritten von 0,5 kg angegeben werden.',
  'set.reps': `Die Wiederholungen müssen eine ganze Zahl zwischen ${SET_LIMITS.minReps} und ${SET_LIMITS.maxReps} sein.`,
  'set.date': 'Bitte gib ein gültiges Datum im Format JJJJ-MM-TT an.',
  'set.date_too_early': 'Das Datum liegt zu weit in der Vergangenheit.',
  'set.date_in_future': 'Das Datum darf höchstens einen Tag in der Zukunft liegen.',
  'set.notes': `Die Notizen dürfen höchstens ${SET_LIMITS.maxNotes} Zeichen lang sein.`,
  'set.set_type': 'Der Satztyp muss normal, warmup, failure oder dropset sein.',
  'set.rpe': `Die RPE muss zwischen ${RPE_LIMITS.min} und ${RPE_LIMITS.max} in halben Schritten liegen.`,
  'set.machine': 'Bitte wähle eine gültige Übung aus.',
  'set.exists': 'Dieses Training gibt es bereits.',
  'set.not_found': 'Training nicht gefunden',
  'set.filter_machine_id': 'machine_id muss eine gültige ID sein.',
  'set.page_limit': 'limit muss eine ganze Zahl von 1 bis {{max}} sein.',
  'session.not_found': 'Training nicht gefunden',
  'session.title': 'Bitte gib dem Training einen Namen (höchstens 120 Zeichen).',
  'session.started_at': 'started_at muss ein Zeitpunkt (ISO 8601) sein.',
  'session.duration': 'duration_min muss eine ganze Zahl von 0 bis 1440 sein.',
  'session.notes': 'Die Notizen dürfen höchstens 2000 Zeichen lang sein.',
  'session.sets': 'sets muss eine Liste von höchstens 500 Satz-IDs sein.',
  'set.page_before': 'before muss die ID eines Eintrags sein.',
  'set.filter_created_by': 'created_by muss eine E-Mail-Adresse sein.',
  'set.filter_date': 'date muss ein Datum (JJJJ-MM-TT) oder {gte, lte} sein.',
} as const;

declare module '../../common/error-catalogue.js' {
  interface ErrorCatalogues {
    workouts: typeof WORKOUT_ERRORS;
  }
}
