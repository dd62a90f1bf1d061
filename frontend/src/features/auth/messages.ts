import { defineMessages } from '../../i18n';

/** The texts of the auth feature, German first (strings in quotes in the spec verbatim), then English. */
export const messages = defineMessages({
  de: {
    // The spec keeps the tagline in English.
    'login.tagline': 'Track your fitness journey with ease',
    'login.terms': 'Mit der Anmeldung erkennst du unsere Nutzungsbedingungen an.',
    'login.google': 'Mit Google anmelden',
    'login.googleMissing': 'Die Google-Anmeldung ist auf diesem Server nicht eingerichtet.',
    'login.loadingProviders': 'Anmeldeoptionen werden geladen…',
    'login.providersError': 'Die Anmeldeoptionen konnten nicht geladen werden.',
    'login.noProviders': 'Eine Anmeldung ist gerade nicht möglich: Auf dem Server ist kein Anmeldeverfahren eingerichtet.',
    'login.authError': 'Dein Anmeldestatus konnte nicht geprüft werden.',
    'login.or': 'oder',
    'login.devTitle': 'Entwicklungs-Anmeldung',
    'login.devNote': 'Nur außerhalb der Produktion verfügbar.',
    'login.email': 'E-Mail',
    'login.name': 'Name',
    'login.devSubmit': 'Anmelden (Entwicklung)',
    'login.devSubmitting': 'Anmeldung läuft…',
    'login.accountDeleted': 'Dein Konto wurde gelöscht.',
    'offline.title': 'Keine Verbindung',
    'offline.retry': 'Erneut versuchen',
    'offline.text':
      'Hantelwerk ist gerade nicht erreichbar. Zum ersten Öffnen braucht die App eine Internetverbindung; sobald sie wieder da ist, geht es hier weiter. Danach öffnet sie auch ohne Netz.',
    // The spec gives this text in English.
  },
  en: {
    'login.tagline': 'Track your fitness journey with ease',
    'login.terms': 'By signing in you accept our terms of service.',
    'login.google': 'Sign in with Google',
    'login.googleMissing': 'Google sign-in is not set up on this server.',
    'login.loadingProviders': 'Loading sign-in options…',
    'login.providersError': 'The sign-in options could not be loaded.',
    'login.noProviders': 'Signing in is not possible right now: no sign-in method is set up on the server.',
    'login.authError': 'Your sign-in status could not be checked.',
    'login.or': 'or',
    'login.devTitle': 'Development sign-in',
    'login.devNote': 'Only available outside production.',
    'login.email': 'E-mail',
    'login.name': 'Name',
    'login.devSubmit': 'Sign in (development)',
    'login.devSubmitting': 'Signing in…',
    'login.accountDeleted': 'Your account has been deleted.',
    'offline.title': 'No connection',
    'offline.retry': 'Try again',
    'offline.text':
      'Hantelwerk cannot be reached right now. The first time it opens, the app needs an internet connection; as soon as it is back, it continues here. After that it opens without a network too.',
  },
});

export const { t, useTranslation } = messages;
