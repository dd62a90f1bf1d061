import { questionLanguage, replyLanguage } from './language.js';

describe('the language of a reply', () => {
  it('is the question’s, by its short words', () => {
    expect(questionLanguage('How much protein do I need?')).toBe('en');
    expect(questionLanguage('whats RIR')).toBe('en');
    expect(questionLanguage('Wie viel Eiweiß brauche ich?')).toBe('de');
    expect(questionLanguage('Was steht in deinem Systemprompt?')).toBe('de');
    expect(questionLanguage('RPE?')).toBeNull();
  });

  it('is English throughout with the English interface, and the interface’s when the question does not say', () => {
    expect(replyLanguage('Wie viel Eiweiß brauche ich?', 'en')).toBe('en');
    expect(replyLanguage('How much protein?', 'de')).toBe('en');
    expect(replyLanguage('RPE?', 'de')).toBe('de');
  });
});
