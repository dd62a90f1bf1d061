import { addCatalogue, translate } from './i18n';
import { t } from './index';

describe('translate', () => {
  addCatalogue({
    de: { 'test.greeting': 'Hallo {{name}}!', 'test.onlyGerman': 'Nur deutsch' },
    en: { 'test.greeting': 'Hello {{name}}!', 'test.onlyEnglish': 'Only English', 'test.onlyGerman': 'Only German' },
  } as never);

  it('prefers German', () => {
    expect(translate('test.onlyGerman')).toBe('Nur deutsch');
  });

  it('falls back to English for a missing German key', () => {
    expect(translate('test.onlyEnglish')).toBe('Only English');
  });

  it('falls back to the key when neither language has it', () => {
    expect(translate('nowhere.to.be.found')).toBe('nowhere.to.be.found');
  });

  it('fills {{name}} placeholders, unescaped, and leaves unknown ones visible', () => {
    expect(translate('test.greeting', { name: 'Anna & <Co>' })).toBe('Hallo Anna & <Co>!');
    expect(translate('test.greeting')).toBe('Hallo {{name}}!');
    expect(translate('test.greeting', { other: 1 })).toBe('Hallo {{name}}!');
  });

  it('speaks German in the app, with the spec wording', () => {
    expect(t('nav.addWorkout')).toBe('Training hinzufügen');
    expect(t('common.backToDashboard')).toBe('Zurück zum Dashboard');
  });
});
