import { factsInput, lenasFacts } from '../../../../test/fixtures/training-facts.js';
import { answerQuestion, findMentionedExercise } from './chat-coach.js';
import { detectIntent, goalInQuestion } from './intents.js';

describe('intent detection over German questions', () => {
  it.each([
    ['Was soll ich heute trainieren?', 'today'],
    ['Welche Muskeln sollte ich heute machen?', 'today'],
    ['Hast du einen Vorschlag für mein nächstes Training?', 'today'],
    ['Wie viele Sätze und Wiederholungen für Muskelaufbau?', 'sets_reps'],
    ['Wieviele Wdh sollte ich für Kraft machen?', 'sets_reps'],
    ['Welches Gewicht soll ich beim Bankdrücken nehmen?', 'sets_reps'],
    ['Wie ist mein Fortschritt beim Bankdrücken?', 'progress'],
    ['Hab ich mich bei Kniebeugen verbessert?', 'progress'],
    ['Wie lange Pause zwischen den Sätzen?', 'rest'],
    ['Brauche ich einen Ruhetag, ich habe Muskelkater', 'rest'],
    ['Wie mache ich Kniebeugen richtig?', 'technique'],
    ['Worauf muss ich beim Kreuzheben achten?', 'technique'],
    ['Ich komme beim Bankdrücken nicht weiter', 'plateau'],
    ['Seit Wochen Stillstand beim Latzug, was tun?', 'plateau'],
    ['Hallo!', 'greeting'],
    ['Danke dir', 'thanks'],
    ['Hallo, wie lange sollte die Pause zwischen Sätzen sein?', 'rest'],
    ['Wie wird das Wetter morgen?', 'unknown'],
    ['Wie viele Kalorien hat eine Banane?', 'unknown'],
  ])('%s → %s', (question, intent) => {
    expect(detectIntent(question)).toBe(intent);
  });

  it('reads the goal a question names', () => {
    expect(goalInQuestion('Sätze für Muskelaufbau?')).toBe('muscle_building');
    expect(goalInQuestion('um stärker zu werden')).toBe('strength');
    expect(goalInQuestion('zum Abnehmen')).toBe('weight_loss');
    expect(goalInQuestion('einfach so')).toBeNull();
  });
});

describe('offline chat coach answers from the user’s own data', () => {
  const facts = lenasFacts();

  it('finds the exercise a question talks about, also with a typo or another name', () => {
    expect(findMentionedExercise('Fortschritt beim Bankdrücken?', facts).exercise?.name).toBe('Bankdrücken');
    expect(findMentionedExercise('wie läufts mit den knibeugen', facts).exercise?.name).toBe('Kniebeugen');
    expect(findMentionedExercise('Wie ist mein bench press?', facts).exercise?.name).toBe('Bankdrücken');
    expect(findMentionedExercise('Wie mache ich Hip Thrusts?', facts)).toMatchObject({ exercise: null, catalogue: { name: 'Hip Thrust' } });
  });

  it('suggests today’s training from the muscle groups rested longest, with the user’s last numbers', () => {
    const answer = answerQuestion('Was soll ich heute trainieren?', facts);
    // Brust was trained yesterday and Beine two days ago; Schultern, Arme and Bauch never.
    expect(answer).toMatch(/\*\*(Schultern|Arme|Bauch)\*\*/);
    expect(answer).not.toContain('**Brust**');
    expect(answer).toContain('Wärm dich');
  });

  it('answers sets and reps for a goal with weights from the user’s best set', () => {
    const answer = answerQuestion('Wie viele Sätze und Wiederholungen beim Bankdrücken für Kraft?', facts);
    expect(answer).toContain('3–5 Sätze à 3–6 Wiederholungen');
    // Best bench e1RM: 72.5 × (1 + 8/30) = 91.8 kg → 80–90 % ≈ 72.5–82.5 kg.
    expect(answer).toContain('91,8 kg');
    expect(answer).toContain('72,5–82,5 kg');
  });

  it('reports progress on an exercise with first, latest and best', () => {
    const answer = answerQuestion('Wie ist mein Fortschritt beim Bankdrücken?', facts);
    expect(answer).toContain('**Bankdrücken** – 3 Einträge seit dem 01.10.2026');
    expect(answer).toContain('60 kg × 8');
    expect(answer).toContain('72,5 kg × 8');
    expect(answer).toContain('+21 %');
  });

  it('gives an overview when no exercise is named, and says when an exercise has no entries', () => {
    expect(answerQuestion('Wie ist mein Fortschritt?', facts)).toContain('**6 Sätze**');
    expect(answerQuestion('Wie ist mein Fortschritt beim Kreuzheben?', facts)).toContain('Zu **Kreuzheben** habe ich noch keine Einträge');
  });

  it('explains rest between sets and sessions with the user’s recent days', () => {
    const answer = answerQuestion('Wie lange Pause zwischen den Sätzen?', facts);
    expect(answer).toContain('60–120 Sekunden');
    expect(answer).toContain('an 3 Tagen trainiert');
    expect(answer).toContain('Brust hast du in den letzten zwei Tagen trainiert');
  });

  it('gives technique basics for the named exercise, scaled to the user’s weight', () => {
    const answer = answerQuestion('Wie mache ich Kniebeugen richtig?', facts);
    expect(answer).toContain('**Kniebeugen** – darauf kommt es an:');
    expect(answer).toContain('Knie folgen der Richtung der Zehen');
    expect(answer).toContain('57,5 kg');
  });

  it('recognises a plateau from the recent sessions and suggests a deload weight', () => {
    const input = factsInput();
    const stuck = lenasFacts({
      entries: [
        ...input.entries,
        ...['2026-11-01', '2026-11-05', '2026-11-12', '2026-11-15', '2026-11-18'].map((date, index) => ({
          id: `p${index}`,
          machineId: 'm-lat',
          weight: index === 0 ? 65 : 60,
          reps: 8,
          date,
          sequence: 100 + index,
        })),
      ],
    });
    const answer = answerQuestion('Ich komme beim Latzug nicht weiter', stuck);
    expect(answer).toContain('typisches Plateau');
    expect(answer).toContain('Deload');
    expect(answer).toContain('50 kg');
  });

  it('is honest when it does not know, and still speaks about the user’s data', () => {
    const answer = answerQuestion('Wer gewinnt die Bundesliga?', facts);
    expect(answer).toMatch(/keine verlässliche Antwort/);
    expect(answer).toContain('6 Sätze bei 3 Übungen');
    expect(answer).toContain('Was soll ich heute trainieren?');
  });

  it('helps a user without any entries', () => {
    const empty = lenasFacts({ machines: [], entries: [] });
    expect(answerQuestion('Was soll ich heute trainieren?', empty)).toContain('Ganzkörpertag');
    expect(answerQuestion('Wie ist mein Fortschritt?', empty)).toContain('noch keine Einträge');
  });
});
