/** What `POST /api/functions/invoke` refuses, by code, in German. */
export const FUNCTION_ERRORS = {
  'function.unknown': 'Unbekannte Funktion: {{name}}',
  'function.no_params': 'Diese Funktion nimmt keine Parameter.',
} as const;

declare module '../../common/error-catalogue.js' {
  interface ErrorCatalogues {
    functions: typeof FUNCTION_ERRORS;
  }
}
