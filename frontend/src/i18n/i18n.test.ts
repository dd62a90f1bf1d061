import { de } from './de';
import { en } from './en';
import { createTranslator, t } from './index';

describe('t', () => {
  const translate = createTranslator<string>(
    { greeting: 'Hallo {name}!', onlyGerman: 'Nur deutsch' },
    { greeting: 'Hello {name}!', onlyEnglish: 'Only English', onlyGerman: 'Only German' },
  );

  it('prefers German', () => {
    expect(translate('onlyGerman')).toBe('Nur deutsch');
  });

  it('falls back to English for a missing German key', () => {
    expect(translate('onlyEnglish')).toBe('Only English');
  });

  it('falls back to the key when neither language has it', () => {
    expect(translate('nowhere.to.be.found')).toBe('nowhere.to.be.found');
  });

  it('fills {name} placeholders and leaves unknown ones visible', () => {
    expect(translate('greeting', { name: 'Anna' })).toBe('Hallo Anna!');
    expect(translate('greeting')).toBe('Hallo {name}!');
    expect(translate('greeting', { other: 1 })).toBe('Hallo {name}!');
  });

  it('speaks German in the app, with the spec wording', () => {
    expect(t('nav.addWorkout')).toBe('Training hinzufügen');
    expect(t('shop.balance', { balance: 120 })).toBe('Deine Hanteln: 120');
    expect(t('trainingPlan.title', { name: 'dich' })).toBe('Trainingsplan für dich');
  });

  it('has a German text for every key', () => {
    const missing = Object.keys(en).filter((key) => !(key in de));
    expect(missing).toEqual([]);
  });
});
