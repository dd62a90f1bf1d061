import { FEEDBACK_STATUSES, MAX_FEEDBACK_LENGTH } from './feedback.events.js';

/** What the feedback context refuses, by code, in German. */
export const FEEDBACK_ERRORS = {
  'feedback.message_required': 'Bitte gib eine Nachricht ein.',
  'feedback.message_too_long': `Die Nachricht darf höchstens ${MAX_FEEDBACK_LENGTH} Zeichen lang sein.`,
  'feedback.exists': 'Dieses Feedback gibt es bereits.',
  'feedback.not_found': 'Feedback nicht gefunden',
  'feedback.foreign_image': 'Der Screenshot muss eine deiner eigenen hochgeladenen Dateien sein.',
  'feedback.new_status': 'Neues Feedback hat den Status "new".',
  'feedback.build_version': 'Die Build-Version hat die Form 1.0.8.',
  'feedback.unknown_status': `Der Status muss einer von ${FEEDBACK_STATUSES.join(', ')} sein.`,
  'feedback.own_address': 'Feedback wird unter deiner eigenen Adresse gesendet.',
  'feedback.not_own_address': 'Nicht deine Adresse.',
  'feedback.sort': 'Sortierbar nur nach created_date oder -created_date.',
} as const;

declare module '../../common/error-catalogue.js' {
  interface ErrorCatalogues {
    feedback: typeof FEEDBACK_ERRORS;
  }
}
