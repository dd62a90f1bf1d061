import { answersOf, emptyDraft, isStepAnswered, isStepValid, parseWeight, weightProblem } from './steps';

describe('onboarding steps', () => {
  it('needs a name, then a choice on steps 2–4, a body weight on step 5, and nothing on step 6', () => {
    const draft = emptyDraft('  ');
    expect([1, 2, 3, 4, 5, 6].map((step) => isStepValid(step, draft))).toEqual([false, false, false, false, false, true]);
    const full = { ...draft, name: 'Lena', frequency: '7+', goal: 'strength', experience: 'beginner', weight: '68,5' };
    expect([1, 2, 3, 4, 5, 6].map((step) => isStepValid(step, full))).toEqual([true, true, true, true, true, true]);
  });

  it('reads a body weight with comma or point, between 20 and 400 kg', () => {
    expect([parseWeight('75'), parseWeight('78,5'), parseWeight('78.5'), parseWeight('20'), parseWeight('400')]).toEqual([75, 78.5, 78.5, 20, 400]);
    expect([parseWeight('785'), parseWeight('19,9'), parseWeight('-3'), parseWeight(''), parseWeight('abc')]).toEqual([null, null, null, null, null]);
  });

  it('says what is wrong with a typed body weight, and lets "Weiter" be tried once something is typed', () => {
    expect([weightProblem(''), weightProblem('78,5'), weightProblem('785'), weightProblem('7x')]).toEqual([
      null,
      null,
      'onboarding.weight.range',
      'onboarding.weight.notANumber',
    ]);
    expect([isStepAnswered(5, emptyDraft('Lena')), isStepAnswered(5, { ...emptyDraft('Lena'), weight: '785' }), isStepAnswered(1, emptyDraft(' '))]).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('sends the answers the server expects', () => {
    expect(answersOf({ name: ' Lena ', frequency: '4', goal: 'strength', experience: 'intermediate', weight: '68,5', focus: ['Beine'] })).toEqual({
      display_name: 'Lena',
      training_frequency: '4',
      fitness_goal: 'strength',
      training_experience: 'intermediate',
      body_weight: 68.5,
      focus_areas: ['Beine'],
    });
  });
});
