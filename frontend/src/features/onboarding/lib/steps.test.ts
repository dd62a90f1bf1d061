import { answersOf, emptyDraft, isStepValid, parseWeight } from './steps';

describe('onboarding steps', () => {
  it('needs a name, then a choice on steps 2–4, a body weight on step 5, and nothing on step 6', () => {
    const draft = emptyDraft('  ');
    expect([1, 2, 3, 4, 5, 6].map((step) => isStepValid(step, draft))).toEqual([false, false, false, false, false, true]);
    const full = { ...draft, name: 'Lena', frequency: '7+', goal: 'strength', experience: 'beginner', weight: '68,5' };
    expect([1, 2, 3, 4, 5, 6].map((step) => isStepValid(step, full))).toEqual([true, true, true, true, true, true]);
  });

  it('reads a body weight with comma or point, at least 0', () => {
    expect([parseWeight('75'), parseWeight('75,5'), parseWeight('0.1'), parseWeight('-3'), parseWeight(''), parseWeight('abc')]).toEqual([
      75,
      75.5,
      0.1,
      null,
      null,
      null,
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
