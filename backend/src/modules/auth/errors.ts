/** What sign-in refuses, by code, in German. */
export const AUTH_ERRORS = {
  'auth.google_not_configured': 'Google-Anmeldung ist nicht eingerichtet.',
  'auth.email_invalid': 'Bitte gib eine gültige E-Mail-Adresse ein.',
  'auth.dev_login_remote': 'Die Entwickler-Anmeldung gibt es nur auf dem Rechner, auf dem Hantelwerk läuft (localhost).',
  'auth.account_deleted': 'Dieser Account wurde gelöscht.',
} as const;

declare module '../../common/error-catalogue.js' {
  interface ErrorCatalogues {
    auth: typeof AUTH_ERRORS;
  }
}
