import { CATEGORIES } from '../../common/exercise-categories.js';
import { MAX_BODY_WEIGHT_KG, MAX_DISPLAY_NAME } from './onboarding-limits.js';

/** What the users context refuses, by code, in German. */
export const USER_ERRORS = {
  'user.other_account': 'Diese Anmeldung gehört zu einem anderen Konto.',
  'user.not_found': 'Benutzer nicht gefunden',
  'user.empty_analysis': 'Die Analyse ist leer.',
  'user.name_required': 'Bitte gib einen Namen ein',
  'user.forbidden': 'Du darfst nur dein eigenes Profil ändern.',
  'onboarding.name_too_long': `Der Name darf höchstens ${MAX_DISPLAY_NAME} Zeichen lang sein.`,
  'onboarding.frequency': 'Bitte wähle aus, wie oft du pro Woche trainieren möchtest (1 bis 7+).',
  'onboarding.goal': 'Bitte wähle dein Hauptziel aus.',
  'onboarding.experience': 'Bitte wähle deine Trainingserfahrung aus.',
  'onboarding.body_weight': `Bitte gib dein Körpergewicht in kg an (0 bis ${MAX_BODY_WEIGHT_KG}).`,
  'onboarding.focus_areas': `Unbekannter Schwerpunkt. Erlaubt sind: ${CATEGORIES.join(', ')}.`,
  'onboarding.not_completed': 'Bitte schließe zuerst das Onboarding ab.',
} as const;

declare module '../../common/error-catalogue.js' {
  interface ErrorCatalogues {
    users: typeof USER_ERRORS;
  }
}
