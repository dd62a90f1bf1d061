import { defineMessages } from '../../i18n';

/** The texts of the DebugDashboard screen, German first (strings in quotes in the spec verbatim), then English. */
export const messages = defineMessages({
  de: {
    'debug.title': 'Debug Dashboard',
    'debug.subtitle': 'Werkzeuge für Admins',
    'debug.settingsHeading': 'Benutzereinstellungen',
    'debug.toolsTitle': 'Weitere Werkzeuge folgen',
    'debug.toolsText': 'Plan-Werkzeuge und das API-Anfrageprotokoll erscheinen bald hier.',
  },
  en: {
    'debug.title': 'Debug Dashboard',
    'debug.subtitle': 'Tools for admins',
    'debug.settingsHeading': 'User settings',
    'debug.toolsTitle': 'More tools are coming soon',
    'debug.toolsText': 'Plan tools and the API request log will appear here.',
  },
});

export const { t, useTranslation } = messages;
