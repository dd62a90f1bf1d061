import { defineMessages } from '../../i18n';

/** The texts of a logged set (its kind, RPE and records), German first, then English. */
export const messages = defineMessages({
  de: {
    'sets.pr': 'PR',
    'sets.pr.weight': 'Gewichtsrekord',
    'sets.pr.e1rm': 'e1RM-Rekord',
    'sets.pr.volume': 'Volumenrekord',
    'sets.warmup': 'Aufwärmsatz',
    'sets.setType.warmup': 'Aufwärmen',
    'sets.setType.failure': 'Bis zum Versagen',
    'sets.setType.dropset': 'Dropsatz',
    'sets.rpe': 'RPE',
    'sets.rpeNone': '—',
    'sets.rpeBadge': 'RPE {{rpe}}',
  },
  en: {
    'sets.pr': 'PR',
    'sets.pr.weight': 'Weight record',
    'sets.pr.e1rm': 'e1RM record',
    'sets.pr.volume': 'Volume record',
    'sets.warmup': 'Warm-up set',
    'sets.setType.warmup': 'Warm-up',
    'sets.setType.failure': 'To failure',
    'sets.setType.dropset': 'Drop set',
    'sets.rpe': 'RPE',
    'sets.rpeNone': '—',
    'sets.rpeBadge': 'RPE {{rpe}}',
  },
});

export const { t, useTranslation } = messages;
