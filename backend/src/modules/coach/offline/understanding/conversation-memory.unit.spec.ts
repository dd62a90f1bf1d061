import { askedAboutSelf, rememberConversation } from './conversation-memory.js';

describe('what the lifter says about themselves in a conversation', () => {
  it('keeps name, years of training, days, injuries, goal and body weight, German and English', () => {
    expect(
      rememberConversation([
        'Hi, ich heiße Jonas',
        'Ich trainiere seit zwei Jahren',
        'Ich kann nur 3 Tage pro Woche',
        'Ich habe ein kaputtes Knie',
        'Mein Ziel ist Kraft',
        'Ich wiege 82 kg',
      ]),
    ).toEqual({ name: 'Jonas', monthsTraining: 24, daysPerWeek: 3, injuries: ['knee'], goal: 'strength', bodyWeightKg: 82 });
    expect(rememberConversation(['my name is Sam', "I've been lifting for 6 months", 'I can train 4 days a week', 'I injured my shoulder'])).toEqual({
      name: 'Sam',
      monthsTraining: 6,
      daysPerWeek: 4,
      injuries: ['shoulder'],
      goal: null,
      bodyWeightKg: null,
    });
  });

  it('takes the latest statement, and questions for statements only when they state something about the lifter', () => {
    expect(rememberConversation(['Ich wiege 82 kg', 'Ich wiege inzwischen 80 kg']).bodyWeightKg).toBe(80);
    expect(rememberConversation(['Ist 3 mal die Woche genug?', 'Was tun bei Knieschmerzen?'])).toMatchObject({ daysPerWeek: null, injuries: [] });
  });

  it('knows when a question asks what the lifter said', () => {
    expect(askedAboutSelf('Wie lange trainiere ich schon?')).toBe('training_age');
    expect(askedAboutSelf('How long have I been training?')).toBe('training_age');
    expect(askedAboutSelf('Wie heiße ich?')).toBe('name');
    expect(askedAboutSelf('Wie lange soll ich Pause machen?')).toBeNull();
  });
});
