import { CATEGORIES, MAX_MACHINE_NAME } from './machine-rules.js';

/** What the lifter's exercises refuse (create, rename, merge, delete), by code, in German (the spec's words where it has some). */
export const MACHINE_ERRORS = {
  'machine.name_required': 'Bitte gib einen Namen für die Übung ein.',
  'machine.name_too_long': `Der Name der Übung darf höchstens ${MAX_MACHINE_NAME} Zeichen lang sein.`,
  'machine.unknown_category': `Unbekannte Kategorie. Erlaubt sind: ${CATEGORIES.join(', ')}.`,
  'machine.duplicate_name': 'Eine Übung mit diesem Namen gibt es bereits.',
  'machine.same_movement': 'Diese Übung hast du schon: „{{name}}“.',
  'machine.exists': 'Diese Übung gibt es bereits.',
  'machine.not_found': 'Übung nicht gefunden',
  'machine.merge_into_itself': 'Eine Übung kann nicht mit sich selbst zusammengeführt werden.',
  'machine.merge_target_not_found': 'Die Übung, mit der zusammengeführt werden soll, gibt es nicht.',
} as const;

declare module '../../../common/error-catalogue.js' {
  interface ErrorCatalogues {
    machines: typeof MACHINE_ERRORS;
  }
}
