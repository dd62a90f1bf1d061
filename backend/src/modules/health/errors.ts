/** What the health routes answer when something is down, by code, in German. */
export const HEALTH_ERRORS = {
  'health.not_ready': 'Dienst nicht bereit',
  'health.no_worker': 'Kein Worker antwortet',
} as const;

declare module '../../common/error-catalogue.js' {
  interface ErrorCatalogues {
    health: typeof HEALTH_ERRORS;
  }
}
