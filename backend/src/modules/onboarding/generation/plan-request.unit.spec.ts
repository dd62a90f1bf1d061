import { planPrompt, planRequestOf } from './plan-request.js';

describe('the planner’s request (spec §5)', () => {
  it('takes the frequency with its plus removed, and 3 days without one', () => {
    expect(planRequestOf({ training_frequency: '7+' }).days).toBe(7);
    expect(planRequestOf({ training_frequency: '2' }).days).toBe(2);
    expect(planRequestOf({ training_frequency: null }).days).toBe(3);
    expect(planRequestOf({ training_frequency: 'oft' }).days).toBe(3);
  });

  it('reads focus areas from a list or a text, keeping only known categories', () => {
    expect(planRequestOf({ focus_areas: ['Beine', 'Nacken'] }).focusAreas).toEqual(['Beine']);
    expect(planRequestOf({ focus_areas: 'Brust, Arme' }).focusAreas).toEqual(['Brust', 'Arme']);
  });

  it('defaults to Muskelaufbau, Anfänger and Ganzkörper and asks for 5 exercises a day, the allowed day names, umlauts and JSON only', () => {
    const prompt = planPrompt(planRequestOf({}));
    for (const part of [
      '3 Trainingstagen pro Woche',
      'Ziel: Muskelaufbau',
      'Erfahrung: Anfänger',
      'Schwerpunkte: Ganzkörper',
      'genau 5 Übungen',
      'nur: Push, Pull, Legs, Oberkörper, Unterkörper, Ganzkörper',
      'mit Umlauten (ä, ö, ü, ß) und ohne Sonderzeichen',
      'Antworte nur mit JSON',
    ]) {
      expect(prompt).toContain(part);
    }
  });

  it('names the answered goal, experience and focus areas', () => {
    const prompt = planPrompt(
      planRequestOf({ training_frequency: '1', fitness_goal: 'endurance', training_experience: 'advanced', focus_areas: ['Bauch', 'Ausdauer'] }),
    );
    expect(prompt).toContain('1 Trainingstag pro Woche');
    expect(prompt).toContain('Ziel: Ausdauer verbessern');
    expect(prompt).toContain('Erfahrung: Experte');
    expect(prompt).toContain('Schwerpunkte: Bauch, Ausdauer');
  });

  it('takes the days, goal and injuries the lifter told the coach over the onboarding answers, and asks the model to spare the injury', () => {
    const request = planRequestOf({ training_frequency: '4', fitness_goal: 'strength' }, ['Ich kann nur 2 Tage pro Woche.', 'Ich habe ein kaputtes Knie.']);
    expect(request).toMatchObject({ days: 2, goal: 'strength', injuries: ['knee'], language: 'de' });
    expect(planPrompt(request)).toContain('- Beschwerden: Knie. Keine Übungen, die dort belasten');
    expect(planPrompt(planRequestOf({ language: 'en' }))).toContain('plan_name und plan_description auf Englisch');
    expect(planPrompt(planRequestOf({}))).not.toContain('Beschwerden');
  });
});
