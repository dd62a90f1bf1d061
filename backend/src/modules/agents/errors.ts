import { AGENT_NAMES, MAX_MESSAGE_LENGTH } from './agents.js';

/** What the agents context refuses, by code, in German. */
export const AGENT_ERRORS = {
  'conversation.not_found': 'Unterhaltung nicht gefunden',
  'conversation.blank': 'Bitte gib eine Nachricht ein.',
  'conversation.too_long': `Die Nachricht darf höchstens ${MAX_MESSAGE_LENGTH} Zeichen lang sein.`,
  'conversation.busy': 'Der Coach antwortet noch auf deine letzte Nachricht. Bitte warte einen Moment.',
  'conversation.exists': 'Diese Unterhaltung gibt es bereits.',
  'conversation.empty_reply': 'Die Antwort des Coaches ist leer.',
  'conversation.message_not_found': 'Nachricht nicht gefunden',
  'conversation.agent_without_worker': 'Dieser Agent kann zurzeit keine Nachrichten beantworten.',
  'conversation.too_many_waiting': 'Der Coach beantwortet gerade noch deine anderen Fragen. Bitte warte auf eine Antwort, bevor du eine weitere stellst.',
  'conversation.unknown_agent': `Unbekannter Agent. Erlaubt sind: ${AGENT_NAMES.join(', ')}.`,
  'conversation.name_not_text': 'Der Name muss ein Text sein.',
  'conversation.name_blank': 'Der Name darf nicht leer sein.',
  'conversation.name_too_long': 'Der Name darf höchstens 100 Zeichen lang sein.',
  'conversation.type_not_text': 'Der Typ muss ein Text sein.',
  'conversation.type_blank': 'Der Typ darf nicht leer sein.',
  'conversation.type_too_long': 'Der Typ darf höchstens 100 Zeichen lang sein.',
  'conversation.metadata': 'metadata muss ein Objekt mit name und type sein.',
  'conversation.unknown_status': 'Unbekannter Status. Erlaubt sind: idle, thinking, failed.',
  'conversation.only_user_role': "Nur Nachrichten mit role 'user' können gesendet werden.",
  'categorise.name_required': 'Bitte gib den Namen der Übung an.',
  'categorise.name_too_long': 'Der Name der Übung darf höchstens 100 Zeichen lang sein.',
} as const;

declare module '../../common/error-catalogue.js' {
  interface ErrorCatalogues {
    agents: typeof AGENT_ERRORS;
  }
}
