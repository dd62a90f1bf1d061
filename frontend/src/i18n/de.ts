import type { MessageKey } from './en';

/** The interface language. Strings in quotes in the spec are used verbatim. */
export const de: Partial<Record<MessageKey, string>> = {
  'app.name': 'Hantelwerk',
  'common.loading': 'Wird geladen…',
  'common.retry': 'Erneut versuchen',
  'common.cancel': 'Abbrechen',
  'common.backToDashboard': 'Zurück zum Dashboard',
  'common.backToProfile': 'Zurück zum Profil',

  // The spec keeps the tagline in English.
  'login.tagline': 'Track your fitness journey with ease',
  'login.terms': 'Mit der Anmeldung erkennst du unsere Nutzungsbedingungen an.',
  'login.google': 'Mit Google anmelden',
  'login.loadingProviders': 'Anmeldeoptionen werden geladen…',
  'login.providersError': 'Die Anmeldeoptionen konnten nicht geladen werden.',
  'login.noProviders':
    'Eine Anmeldung ist gerade nicht möglich: Auf dem Server ist kein Anmeldeverfahren eingerichtet.',
  'login.authError': 'Dein Anmeldestatus konnte nicht geprüft werden.',
  'login.or': 'oder',
  'login.devTitle': 'Entwicklungs-Anmeldung',
  'login.devNote': 'Nur außerhalb der Produktion verfügbar.',
  'login.email': 'E-Mail',
  'login.name': 'Name',
  'login.devSubmit': 'Anmelden (Entwicklung)',
  'login.devSubmitting': 'Anmeldung läuft…',

  'nav.label': 'Hauptnavigation',
  'nav.dashboard': 'Dashboard',
  'nav.trainingPlan': 'Trainingsplan',
  'nav.addWorkout': 'Training hinzufügen',
  'nav.chat': 'Coach',
  'nav.profile': 'Profil',

  'dashboard.greeting': 'Willkommen zurück',
  'dashboard.streakOne': '{count} Woche',
  'dashboard.streakOther': '{count} Wochen',
  'dashboard.streakLabel': 'Serie:',
  'dashboard.balanceLabel': '{count} Hanteln',
  'dashboard.shop': 'Shop',
  'dashboard.startTraining': 'Training starten',
  'dashboard.yourPlan': 'Dein Trainingsplan',
  'dashboard.exercisesHeading': 'Deine Übungen',
  'dashboard.emptyTitle': 'Keine Übungen gefunden',
  'dashboard.emptyText': 'Trage dein erstes Training ein – danach siehst du hier deinen Fortschritt.',
  'dashboard.emptyAction': 'Training hinzufügen',

  'addWorkout.title': 'Training hinzufügen',
  'addWorkout.emptyTitle': 'Noch nicht verfügbar',
  'addWorkout.emptyText': 'Hier trägst du bald Gewicht, Wiederholungen und Datum deiner Übungen ein.',

  'trainingPlan.title': 'Trainingsplan für {name}',
  'trainingPlan.fallbackName': 'dich',
  'trainingPlan.emptyTitle': 'Noch kein Trainingsplan',
  'trainingPlan.emptyText': 'Hier erscheint bald dein persönlicher, von KI erstellter Trainingsplan.',

  'guidedTraining.title': 'Training starten',
  'guidedTraining.emptyTitle': 'Geführtes Training kommt bald',
  'guidedTraining.emptyText': 'Bald führt dich die App hier Übung für Übung durch deinen Trainingstag.',

  'chat.title': 'KI-Coach',
  'chat.subtitle': 'Frag deinen Coach nach Training, Technik und Plänen.',
  'chat.emptyTitle': 'Noch keine Nachrichten',
  'chat.emptyText': 'Stelle deine erste Frage!',

  'profile.title': 'Profileinstellungen',
  'profile.name': 'Name',
  'profile.email': 'E-Mail',
  'profile.noName': 'Noch kein Name',
  'profile.roleAdmin': 'Admin',
  'profile.accountHeading': 'Konto',
  'profile.logout': 'Abmelden',
  'profile.logoutTitle': 'Abmelden?',
  'profile.logoutText': 'Möchtest du dich wirklich abmelden?',
  'profile.logoutConfirm': 'Abmelden',
  'profile.loggingOut': 'Abmelden…',
  'profile.adminHeading': 'Administration',
  'profile.debugDashboard': 'Debug Dashboard',
  'profile.feedbackManagement': 'Feedback Verwaltung',
  'profile.build': 'Version {version}',

  'shop.back': 'Zurück zur Startseite',
  'shop.title': 'Shop',
  'shop.balance': 'Deine Hanteln: {balance}',
  'shop.emptyTitle': 'Keine Items verfügbar',
  'shop.emptyText': 'Komme bald wieder, um neue Items zu entdecken!',

  'onboarding.title': 'Willkommen bei Hantelwerk',
  'onboarding.emptyTitle': 'Die Einrichtung kommt bald',
  'onboarding.emptyText':
    'Hier beantwortest du bald sechs kurze Fragen, damit dein KI-Coach deinen Trainingsplan erstellen kann.',

  'feedbackManagement.title': 'Feedback Verwaltung',
  'feedbackManagement.subtitle': 'Verwalte Benutzer-Feedback und Bug-Reports',
  'feedbackManagement.emptyTitle': 'Kein Feedback vorhanden',
  'feedbackManagement.emptyText': 'Es wurde noch kein Feedback eingereicht',

  'debug.title': 'Debug Dashboard',
  'debug.subtitle': 'Werkzeuge für Admins',
  'debug.settingsHeading': 'Benutzereinstellungen',
  'debug.toolsTitle': 'Weitere Werkzeuge folgen',
  'debug.toolsText': 'Plan-Werkzeuge und das API-Anfrageprotokoll erscheinen bald hier.',

  'authDebug.title': 'Auth Debug',
  'authDebug.userHeading': 'Angemeldeter Benutzer',
  // The spec gives this text in English.
  'authDebug.noUser': 'No authenticated user.',
  'authDebug.error': 'Fehler: {message}',
  'authDebug.toApp': 'Zur App',

  'routeError.title': 'Da ist etwas schiefgelaufen',
  'routeError.text': 'Diese Seite konnte nicht geladen werden.',
  'routeError.reload': 'Neu laden',
};
