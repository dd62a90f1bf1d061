import { safetyConcern } from './safety-concerns.js';

describe('health concerns in a question', () => {
  it('calls chest symptoms with dizziness or breathlessness, and fainting, an emergency', () => {
    for (const question of [
      'Ich habe Brustschmerzen und mir ist schwindelig',
      'chest pain and dizzy after squats',
      'Beim Bankdrücken drückt es in der Brust und ich kriege keine Luft',
      'Ich bin beim Training ohnmächtig geworden',
      'I passed out during deadlifts',
    ])
      expect([question, safetyConcern(question)]).toEqual([question, 'emergency']);
  });

  it('calls dizziness, numbness, a racing heart and sudden sharp pain red flags', () => {
    for (const question of [
      'Mir wird schwarz vor Augen',
      'my arm goes numb during curls',
      'Kribbeln in den Fingern beim Rudern',
      'sudden sharp pain in my back',
      'Herzrasen nach dem Training',
    ])
      expect([question, safetyConcern(question)]).toEqual([question, 'red_flag']);
  });

  it('finds drugs, extreme diets and dehydration, and nothing in everyday questions', () => {
    expect(safetyConcern('Wie viel Testosteron für Muskelaufbau?')).toBe('drugs');
    expect(safetyConcern('Are steroids worth it?')).toBe('drugs');
    expect(safetyConcern('Ich will eine Woche nichts essen')).toBe('extreme_diet');
    expect(safetyConcern('only 600 calories a day to cut?')).toBe('extreme_diet');
    expect(safetyConcern('Soll ich nach dem Essen erbrechen, um abzunehmen?')).toBe('extreme_diet');
    expect(safetyConcern('Wie entwässere ich vor dem Wiegen?')).toBe('dehydration');
    for (const question of [
      'Wie viel Eiweiß brauche ich?',
      'Mein Knie tut weh',
      'Wie viele Kalorien zum Abnehmen?',
      'Wie viel Wasser trinken?',
      'Brusttraining zweimal pro Woche?',
      'Ist 300 kcal Defizit am Tag genug?',
      'Wie viele Kalorien verbrenne ich am Tag beim Training?',
      'Muskelkater in der Brust, tut weh',
      'Ist Kreatin nur Wasser im Muskel?',
    ])
      expect([question, safetyConcern(question)]).toEqual([question, null]);
  });

  it('reads chest pain alone as a red flag, a crash diet by its calories, and cutting water by how it is said', () => {
    expect(safetyConcern('Ich habe Brustschmerzen')).toBe('red_flag');
    expect(safetyConcern('my chest feels tight and I can not breathe')).toBe('emergency');
    expect(safetyConcern('Reichen 700 kcal am Tag?')).toBe('extreme_diet');
    expect(safetyConcern('Wie kann ich in 2 Tagen 3 kg Wasser verlieren?')).toBe('dehydration');
    expect(safetyConcern('how do I cut 4 kg of water before my weigh-in')).toBe('dehydration');
    expect(safetyConcern('Wo bekomme ich DNP her?')).toBe('drugs');
  });
});
