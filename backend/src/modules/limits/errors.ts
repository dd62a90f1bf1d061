/**
 * What a user reads when a limit is reached; `{{wait}}` is how long, in words. Model-backed
 * functions start with "Rate limit", which the spec's client looks for to cache an empty
 * categorisation instead of asking again.
 */
export const LIMIT_ERRORS = {
  'limit.chat': 'Du hast in kurzer Zeit sehr viele Nachrichten geschickt. Bitte warte {{wait}} und versuche es dann erneut.',
  'limit.ai': 'Rate limit: Du hast den KI-Coach in kurzer Zeit sehr oft beauftragt. Bitte warte {{wait}} und versuche es dann erneut.',
  'limit.conversations': 'Du hast in kurzer Zeit sehr viele Unterhaltungen begonnen. Bitte warte {{wait}} und versuche es dann erneut.',
  'limit.writes': 'Du hast in kurzer Zeit sehr viele Änderungen geschickt. Bitte warte {{wait}} und versuche es dann erneut.',
  'limit.sign_in': 'Von dieser Adresse gab es in kurzer Zeit sehr viele Anmeldungen. Bitte warte {{wait}} und versuche es dann erneut.',
  'limit.uploads': 'Du hast in kurzer Zeit sehr viele Bilder hochgeladen. Bitte warte {{wait}} und versuche es dann erneut.',
  'limit.imports': 'Du hast in kurzer Zeit sehr viele Dateien importiert. Bitte warte {{wait}} und versuche es dann erneut.',
  'limit.streams':
    'Du hast den Chat in mehr als {{max_streams}} Fenstern gleichzeitig geöffnet. Schließe eines davon oder warte {{wait}}; ' +
    'bis dahin aktualisiert sich dieses Fenster jede Sekunde.',
} as const;

declare module '../../common/error-catalogue.js' {
  interface ErrorCatalogues {
    limits: typeof LIMIT_ERRORS;
  }
}
