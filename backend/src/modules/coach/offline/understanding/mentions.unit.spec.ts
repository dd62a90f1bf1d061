import { readMentions } from './mentions.js';

describe('what a question names', () => {
  it('finds exercises with typos, in English and under the user’s own names, and masks them', () => {
    expect(readMentions('Kniebeuge richtig ausfürhen').exercises[0]?.catalogue?.name).toBe('Kniebeugen');
    expect(readMentions('wie geht bankdrüken').exercises[0]?.catalogue?.name).toBe('Bankdrücken');
    expect(readMentions('my best bench?').exercises[0]?.catalogue?.name).toBe('Bankdrücken');
    const own = readMentions('Fortschritt bei der Brustmaschine von Gym80?', ['Brustmaschine von Gym80']);
    expect(own.exercises[0]?.ownName).toBe('Brustmaschine von Gym80');
    expect(readMentions('Wie ist mein Fortschritt beim Kreuzheben?', ['Kreuzheben (Trap Bar)']).exercises[0]).toMatchObject({
      catalogue: { name: 'Kreuzheben' },
    });
    expect(readMentions('Worauf muss ich beim Kreuzheben achten?').masked).toBe('worauf muss ich beim uebung achten');
  });

  it('does not read ordinary words as typos of exercises or body parts', () => {
    expect(readMentions('Guten Morgen').exercises).toEqual([]);
    expect(readMentions('Good morning!').exercises).toEqual([]);
    expect(readMentions('How do I do good mornings?').exercises[0]).toMatchObject({ catalogue: { name: 'Good Mornings' } });
    expect(readMentions('Wie oft sollte ich ins Gym gehen?').exercises).toEqual([]);
    expect(readMentions('Meine Kraftwerte gehen nicht hoch').categories).toEqual([]);
    expect(readMentions('Was ist das meiste Gewicht?').bodyParts).toEqual([]);
  });

  it('finds body parts and muscle groups in compounds, typos and English', () => {
    expect(readMentions('Knieschmerzen nach dem Training').bodyParts).toEqual(['knee']);
    expect(readMentions('meine schluter tut weh').bodyParts).toEqual(['shoulder']);
    expect(readMentions('lower back pain').bodyParts).toEqual(['back']);
    expect(readMentions('Wie viele Sätze Brust pro Woche?').categories).toEqual(['Brust']);
  });

  it('reads goals, periods, body weight and days per week', () => {
    expect(readMentions('Wie viele Sätze für Muskelaufbau?').goal).toBe('muscle_building');
    expect(readMentions('Kalorien um abzunehmen').goal).toBe('weight_loss');
    expect(readMentions('reps for strength').goal).toBe('strength');
    expect(readMentions('Diät und Krafttraining').goal).toBe('weight_loss');
    expect(readMentions('Was habe ich letzte Woche gemacht?').period).toBe('last_week');
    expect(readMentions('Volumen diesen Monat').period).toBe('month');
    expect(readMentions('Ich wiege 82,5 kg, wie viel Protein?').bodyWeightKg).toBe(82.5);
    expect(readMentions('wenn ich 80 kg wiege').bodyWeightKg).toBe(80);
    expect(readMentions('Mach mir einen 4-Tage-Plan').daysPerWeek).toBe(4);
    expect(readMentions('Reichen drei Trainingstage?').daysPerWeek).toBe(3);
    expect(readMentions('Kann ich beim Latzug auf 60 kg gehen?').weightsKg).toEqual([60]);
  });
});
