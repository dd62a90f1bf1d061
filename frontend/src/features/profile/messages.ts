import { defineMessages } from '../../i18n';

/** The texts of the profile feature, German first (strings in quotes in the spec verbatim), then English. */
export const messages = defineMessages({
  de: {
    'profile.title': 'Profileinstellungen',
    'profile.name': 'Name',
    'profile.email': 'E-Mail',
    'profile.noName': 'Noch kein Name',
    'profile.roleAdmin': 'Admin',
    'profile.logout': 'Abmelden',
    'profile.logoutTitle': 'Abmelden?',
    'profile.logoutText': 'Möchtest du dich wirklich abmelden?',
    'profile.logoutConfirm': 'Abmelden',
    'profile.loggingOut': 'Abmelden…',
    'profile.adminHeading': 'Administration',
    'profile.debugDashboard': 'Debug Dashboard',
    'profile.feedbackManagement': 'Feedback Verwaltung',
    'profile.build': 'Version {{version}}',
  },
  en: {
    'profile.title': 'Profile settings',
    'profile.name': 'Name',
    'profile.email': 'E-mail',
    'profile.noName': 'No name yet',
    'profile.roleAdmin': 'Admin',
    'profile.logout': 'Log out',
    'profile.logoutTitle': 'Log out?',
    'profile.logoutText': 'Do you really want to log out?',
    'profile.logoutConfirm': 'Log out',
    'profile.loggingOut': 'Logging out…',
    'profile.adminHeading': 'Administration',
    'profile.debugDashboard': 'Debug Dashboard',
    'profile.feedbackManagement': 'Feedback management',
    'profile.build': 'Version {{version}}',
  },
});

export const { t, useTranslation } = messages;
