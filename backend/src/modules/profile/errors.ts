/** What a profile change refuses, by code, in German. */
export const PROFILE_ERRORS = {
  'profile.picture_url': 'Das Profilbild muss eine Web-Adresse oder ein hochgeladenes Bild sein.',
  'profile.picture_not_own': 'Das Profilbild muss ein Bild sein, das dieser Benutzer selbst hochgeladen hat.',
} as const;

declare module '../../common/error-catalogue.js' {
  interface ErrorCatalogues {
    profile: typeof PROFILE_ERRORS;
  }
}
