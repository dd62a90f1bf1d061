import { defineMessages } from '../../i18n';

/** The texts of the FeedbackManagement screen, German first (strings in quotes in the spec verbatim), then English. */
export const messages = defineMessages({
  de: {
    'feedbackManagement.title': 'Feedback Verwaltung',
    'feedbackManagement.subtitle': 'Verwalte Benutzer-Feedback und Bug-Reports',
    'feedbackManagement.emptyTitle': 'Kein Feedback vorhanden',
    'feedbackManagement.emptyText': 'Es wurde noch kein Feedback eingereicht',
  },
  en: {
    'feedbackManagement.title': 'Feedback management',
    'feedbackManagement.subtitle': 'Manage user feedback and bug reports',
    'feedbackManagement.emptyTitle': 'No feedback yet',
    'feedbackManagement.emptyText': 'No feedback has been submitted yet',
  },
});

export const { t, useTranslation } = messages;
