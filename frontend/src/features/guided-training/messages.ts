import { defineMessages } from '../../i18n';

/** The texts of the guided training: German first (the spec's strings verbatim), then English. */
export const messages = defineMessages({
  de: {
    'guided.title': 'Training starten',
    'guided.chooseDay': 'Wähle deinen heutigen Trainingstag',
    'guided.dayLabel': 'Tag {{number}}: {{name}}',
    'guided.oneExercise': '1 Übung',
    'guided.exercises': '{{count}} Übungen',
    'guided.lastBadge': 'Zuletzt',
    'guided.lastTrained': 'Zuletzt trainiert: {{when}}',
    'guided.today': 'Heute',
    'guided.yesterday': 'Gestern',
    'guided.daysAgo': 'Vor {{count}} Tagen',
    'guided.start': 'Training starten',
    'guided.noPlan': 'Kein Trainingsplan gefunden',
    'guided.loadError': 'Dein Trainingsplan konnte nicht geladen werden.',
    'guided.noPlanText': 'Erstelle deinen Trainingsplan, dann stellt dir die App jeden Trainingstag mit seinen Sätzen bereit, oder trainiere ohne Plan.',
    'guided.backToDashboard': 'Zurück zum Dashboard',
    'guided.startEmpty': 'Leeres Training beginnen',
    'guided.emptyTitle': 'Freies Training',
    'guided.banner': 'Training läuft',
    'guided.bannerLabel': 'Training läuft seit {{time}}, zurück zum Training',
  },
  en: {
    'guided.title': 'Start training',
    'guided.chooseDay': "Choose today's training day",
    'guided.dayLabel': 'Day {{number}}: {{name}}',
    'guided.oneExercise': '1 exercise',
    'guided.exercises': '{{count}} exercises',
    'guided.lastBadge': 'Last',
    'guided.lastTrained': 'Last trained: {{when}}',
    'guided.today': 'Today',
    'guided.yesterday': 'Yesterday',
    'guided.daysAgo': '{{count}} days ago',
    'guided.start': 'Start training',
    'guided.noPlan': 'No training plan found',
    'guided.loadError': 'Your training plan could not be loaded.',
    'guided.noPlanText': 'Create your training plan and the app sets out each training day with its sets, or train without a plan.',
    'guided.backToDashboard': 'Back to the dashboard',
    'guided.startEmpty': 'Start an empty training',
    'guided.emptyTitle': 'Free training',
    'guided.banner': 'Training running',
    'guided.bannerLabel': 'Training running for {{time}}, back to the training',
  },
});

export const { t, useTranslation } = messages;
