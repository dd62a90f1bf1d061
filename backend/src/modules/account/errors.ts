/** What deleting an account refuses, by code, in German. */
export const ACCOUNT_ERRORS = {
  'account.needs_redis':
    'Dein Account kann gerade nicht gelöscht werden, weil ein Dienst kurz nicht erreichbar ist. Bitte versuche es in einer halben Minute erneut.',
} as const;

declare module '../../common/error-catalogue.js' {
  interface ErrorCatalogues {
    account: typeof ACCOUNT_ERRORS;
  }
}
