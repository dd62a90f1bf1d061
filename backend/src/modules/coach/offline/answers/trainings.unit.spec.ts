import type { FactsInput } from '../../training-facts.js';
import { buildTrainingFacts } from '../../training-facts.js';
import { factsInput } from '../../../../../test/fixtures/training-facts.js';
import { writePerformanceAnalysis } from '../analysis-writer.js';
import { answerQuestion } from '../chat-coach.js';

/**
 * Ben imported his history and logs on: today is Wednesday 25 November 2026, so this Berlin week
 * began on Monday the 23rd. Push (bench) on the 16th and 23rd, legs (squats) on the 18th and 24th.
 */
function bensInput(overrides: Partial<FactsInput> = {}): FactsInput {
  return factsInput({
    today: '2026-11-25',
    userName: 'Ben',
    entries: [
      { id: 'b1', machineId: 'm-bench', weight: 80, reps: 8, date: '2026-11-16', sequence: 1, rpe: 8 },
      { id: 'b2', machineId: 'm-bench', weight: 80, reps: 8, date: '2026-11-16', sequence: 2, rpe: 9 },
      { id: 's1', machineId: 'm-squat', weight: 110, reps: 5, date: '2026-11-18', sequence: 3, rpe: 8 },
      { id: 'l1', machineId: 'm-lat', weight: 55, reps: 10, date: '2026-11-19', sequence: 9 },
      { id: 'b3', machineId: 'm-bench', weight: 80, reps: 8, date: '2026-11-23', sequence: 4, rpe: 7.5 },
      { id: 'b4', machineId: 'm-bench', weight: 80, reps: 8, date: '2026-11-23', sequence: 5, rpe: 8 },
      { id: 's2', machineId: 'm-squat', weight: 115, reps: 5, date: '2026-11-24', sequence: 6 },
      { id: 's3', machineId: 'm-squat', weight: 115, reps: 5, date: '2026-11-24', sequence: 7, rpe: 9 },
      { id: 's4', machineId: 'm-squat', weight: 115, reps: 4, date: '2026-11-24', sequence: 8, rpe: 10 },
    ],
    warmups: [
      { machineId: 'm-bench', date: '2026-11-16', sets: 2 },
      // Sunday: last week, not this one.
      { machineId: 'm-squat', date: '2026-11-22', sets: 4 },
      { machineId: 'm-bench', date: '2026-11-23', sets: 1 },
      { machineId: 'm-squat', date: '2026-11-24', sets: 3 },
    ],
    trainings: [
      { title: 'Push', startedAt: '2026-11-16T06:45:00Z', durationMin: 61, workSets: 2, warmupSets: 2 },
      { title: 'Beine', startedAt: '2026-11-18T17:00:00Z', durationMin: 50, workSets: 1, warmupSets: 0 },
      { title: 'Push', startedAt: '2026-11-23T06:30:00Z', durationMin: 55, workSets: 2, warmupSets: 1 },
      { title: 'Beine schwer', startedAt: '2026-11-24T16:15:00Z', durationMin: 68, workSets: 3, warmupSets: 3 },
    ],
    trainingCount: 4,
    ...overrides,
  });
}
const bensFacts = (overrides: Partial<FactsInput> = {}) => buildTrainingFacts(bensInput(overrides));

describe('the offline coach on trainings, warm-ups and RPE', () => {
  describe('how long the last training took', () => {
    it('names the last training, its day, start and duration, with its work sets and warm-ups', async () => {
      const answer = await answerQuestion('Wie lange hat mein letztes Training gedauert?', bensFacts());
      expect(answer).toContain('Dein letztes Training war **„Beine schwer“** gestern (24.11.2026) um 17:15 Uhr und hat **68 Minuten** gedauert');
      expect(answer).toContain('(3 Arbeitssätze, dazu 3 Aufwärmsätze)');
      expect(answer).toContain('Übungen an dem Tag: Kniebeugen (3 Sätze).');
      // (61 + 50 + 55 + 68) / 4 = 58.5 → 59.
      expect(answer).toContain('Deine letzten 4 Trainings mit Dauer gingen im Schnitt **59 Minuten**.');
      expect(answer).toContain('Gespeichert sind insgesamt **4 Trainings**.');
    });

    it('answers in English when asked in English', async () => {
      const answer = await answerQuestion('How long was my last workout?', bensFacts());
      expect(answer).toContain('Your last training was **"Beine schwer"** yesterday (24/11/2026) at 17:15 and took **68 minutes**');
      expect(answer).toContain('(3 working sets plus 3 warm-up sets)');
    });

    it('says when the duration is unknown', async () => {
      const input = bensInput();
      const facts = bensFacts({ trainings: input.trainings!.map((training) => ({ ...training, durationMin: null })) });
      const answer = await answerQuestion('Wie lange hat mein letztes Training gedauert?', facts);
      expect(answer).toContain('**„Beine schwer“** gestern (24.11.2026) um 17:15 Uhr (3 Arbeitssätze, dazu 3 Aufwärmsätze).');
      expect(answer).toContain('Wie lange es gedauert hat, ist nicht gespeichert');
      expect(answer).not.toContain('Minuten');
    });

    it('says when sets were logged after the last training without one, and the date of the last training', async () => {
      const input = bensInput();
      const facts = bensFacts({ entries: [...input.entries, { id: 'x1', machineId: 'm-lat', weight: 55, reps: 10, date: '2026-11-25', sequence: 9 }] });
      const answer = await answerQuestion('Wann war mein letztes Training?', facts);
      expect(answer).toContain('Zuletzt trainiert hast du **heute (25.11.2026)**: Latzug (1 Satz), eingetragen ohne Training');
      expect(answer).toContain('Dein letztes gespeichertes Training war **„Beine schwer“** gestern (24.11.2026)');
    });

    it('without trainings, says where they come from and the last day by the sets', async () => {
      const answer = await answerQuestion('Wie lange hat mein letztes Training gedauert?', bensFacts({ trainings: [], trainingCount: 0 }));
      expect(answer).toContain('Ein Training mit Dauer kenne ich von dir noch nicht.');
      expect(answer).toContain('**Import**');
      expect(answer).toContain('**geführten Training**');
      expect(answer).toContain('Dein letzter Trainingstag laut deinen Sätzen: **gestern (24.11.2026)** – Kniebeugen (3 Sätze).');
      const nothing = await answerQuestion('How long was my last workout?', bensFacts({ trainings: [], trainingCount: 0, entries: [], warmups: [] }));
      expect(nothing).toContain('You have no training saved and no sets logged yet.');
      expect(nothing).toContain('**import**');
    });

    it('says an older training’s year', async () => {
      const facts = bensFacts({
        trainings: [{ title: 'Push A', startedAt: '2025-09-15T05:48:00Z', durationMin: 65, workSets: 3, warmupSets: 1 }],
        entries: [],
      });
      expect(await answerQuestion('Wie lange ging mein letztes Training?', facts)).toContain('**„Push A“** am Montag, 15. September 2025 um 07:48 Uhr');
    });
  });

  describe('work sets and warm-ups', () => {
    it('counts an exercise’s work sets of this Berlin week (from Monday), with its warm-ups apart', async () => {
      const answer = await answerQuestion('Wie viele Arbeitssätze Kniebeugen diese Woche?', bensFacts());
      expect(answer).toContain('**Diese Woche** (23.11.2026–25.11.2026): **3 Arbeitssätze Kniebeugen** an 1 Trainingstag, dazu 3 Aufwärmsätze.');
      expect(answer).toContain('Aufwärmsätze zählen in keiner anderen Zahl mit');
      const english = await answerQuestion('How many working sets of squats this week?', bensFacts());
      expect(english).toContain('**This week** (23/11/2026–25/11/2026): **3 working sets of Kniebeugen** on 1 training day, plus 3 warm-up sets.');
    });

    it('starts the week on Monday: on a Monday only that day counts, on Sunday the whole week', async () => {
      const monday = await answerQuestion('Wie viele Arbeitssätze Bankdrücken diese Woche?', bensFacts({ today: '2026-11-23' }));
      expect(monday).toContain('(23.11.2026–23.11.2026): **2 Arbeitssätze Bankdrücken**');
      const sunday = await answerQuestion('Wie viele Arbeitssätze Kniebeugen diese Woche?', bensFacts({ today: '2026-11-22' }));
      expect(sunday).toContain('(16.11.2026–22.11.2026): **1 Arbeitssatz Kniebeugen** an 1 Trainingstag, dazu 4 Aufwärmsätze.');
    });

    it('leads with the warm-ups when they are asked for, per exercise when none is named', async () => {
      const answer = await answerQuestion('Wie viele Aufwärmsätze hab ich diese Woche gemacht?', bensFacts());
      expect(answer).toContain('**Diese Woche** (23.11.2026–25.11.2026): **4 Aufwärmsätze**, dazu 5 Arbeitssätze.');
      expect(answer).toContain('- **Kniebeugen**: 3 Arbeitssätze, 3 Aufwärmsätze');
      expect(answer).toContain('- **Bankdrücken**: 2 Arbeitssätze, 1 Aufwärmsatz');
      const without = await answerQuestion('Wie viele Sätze hab ich diese Woche ohne Aufwärmsätze gemacht?', bensFacts());
      expect(without).toContain('**5 Arbeitssätze** an 2 Trainingstagen, dazu 4 Aufwärmsätze.');
    });

    it('counts over the range the question names, and says when an exercise has none there', async () => {
      expect(await answerQuestion('wie viele arbeitssätze hatte ich letzte woche beim bankdrücken', bensFacts())).toContain(
        '**Letzte Woche** (16.11.2026–22.11.2026): **2 Arbeitssätze Bankdrücken** an 1 Trainingstag, dazu 2 Aufwärmsätze.',
      );
      const none = await answerQuestion('Wie viele Arbeitssätze Latzug diese Woche?', bensFacts());
      expect(none).toContain('Von **Latzug** hast du in diesem Zeitraum keine Sätze eingetragen.');
      expect(none).toContain('Zuletzt: am Donnerstag, 19. November 2026 (55 kg × 10).');
    });

    it('leaves asking how many warm-ups to do to the warm-up advice', async () => {
      const answer = await answerQuestion('Wie viele Aufwärmsätze brauche ich vor Kniebeugen?', bensFacts());
      expect(answer).toContain('Aufwärmsätze');
      expect(answer).not.toContain('Diese Woche');
    });

    it('adds an exercise’s warm-ups to a count over a range, apart from its numbers', async () => {
      const answer = await answerQuestion('Wie viele Sätze Kniebeugen in den letzten 10 Tagen?', bensFacts());
      expect(answer).toContain('**Kniebeugen**: 4 Sätze');
      expect(answer).toContain('Dazu 7 Aufwärmsätze, die in keiner dieser Zahlen mitzählen.');
    });
  });

  describe('RPE', () => {
    it('gives the last RPEs of an exercise, their average, and the day before', async () => {
      const answer = await answerQuestion('Wie war meine RPE beim Bankdrücken zuletzt?', bensFacts());
      expect(answer).toContain('Zuletzt bei **Bankdrücken**, vorgestern (23.11.2026): 80 kg × 8 @ RPE 7,5, 80 kg × 8 @ RPE 8 – im Schnitt **RPE 7,8**.');
      expect(answer).toContain('Davor, am Montag, 16. November 2026: im Schnitt RPE 8,5 bei bis zu 80 kg.');
      expect(answer).toContain('du bist stärker geworden');
      const english = await answerQuestion('What was my RPE on bench press last time?', bensFacts());
      expect(english).toContain('Last time on **Bankdrücken**, on 23/11/2026: 80 kg × 8 @ RPE 7.5, 80 kg × 8 @ RPE 8');
    });

    it('takes only the sets that have an RPE, and the exercise rated last when none is named', async () => {
      const answer = await answerQuestion('Welche RPE hatte ich zuletzt?', bensFacts());
      expect(answer).toContain('Zuletzt bei **Kniebeugen**, gestern (24.11.2026): 115 kg × 5 @ RPE 9, 115 kg × 4 @ RPE 10 – im Schnitt **RPE 9,5**.');
      expect(answer).toContain('Davor, am Mittwoch, 18. November 2026: im Schnitt RPE 8 bei bis zu 110 kg.');
      expect(answer).not.toContain('stärker');
    });

    it('says when no RPE was logged, for the exercise or at all', async () => {
      const lat = await answerQuestion('Wie war meine RPE beim Latzug zuletzt?', bensFacts());
      expect(lat).toContain('Bei **Latzug** hast du noch keine RPE eingetragen.');
      expect(lat).toContain('Dein letzter Satz dort: 55 kg × 10');
      const unrated = bensInput().entries.map(({ rpe: _rpe, ...entry }) => entry);
      expect(await answerQuestion('Wie war meine RPE zuletzt?', bensFacts({ entries: unrated }))).toContain(
        'Du hast noch bei keinem Satz eine RPE eingetragen.',
      );
      expect(await answerQuestion('Wie war meine RPE beim Kreuzheben zuletzt?', bensFacts())).toContain('Zu **Kreuzheben** habe ich noch keine Sätze von dir');
    });

    it('still explains what RPE means when that is asked', async () => {
      for (const question of ['Was bedeutet RPE 8?', 'whats RIR', 'Welche RPE sollte ich beim Bankdrücken haben?']) {
        expect(await answerQuestion(question, bensFacts())).toContain('RPE 8 = RIR 2');
      }
    });
  });

  it('writes the analysis from work sets only and says when the same weight felt easier', () => {
    const text = writePerformanceAnalysis(
      bensFacts({ today: '2026-11-23', entries: bensInput().entries.filter((entry) => entry.date <= '2026-11-23'), trainings: [], warmups: [] }),
    );
    expect(text).toContain('80 kg × 8 Wiederholungen geschafft (RPE 8).');
    expect(text).toContain('Dasselbe Gewicht fühlte sich leichter an als am 16.11.2026 (RPE 9 → 8)');
  });
});
