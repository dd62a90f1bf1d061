import { runTool } from '../../coach-tools.js';
import { buildTrainingFacts } from '../../training-facts.js';
import { jonasInput } from '../../../../../test/fixtures/lifter-with-history.js';
import { answerQuestion } from '../chat-coach.js';

const jonas = () => buildTrainingFacts(jonasInput());

describe('the coach on the lifter’s account', () => {
  it('says it has no entries when the account was not read, never the week’s totals', async () => {
    const facts = buildTrainingFacts({ ...jonasInput(), account: null });
    for (const question of ['Wie viele Hanteln habe ich?', 'Wie lang ist meine Streak?']) {
      const answer = await answerQuestion(question, facts);
      expect(answer).toContain('Dazu habe ich keine Einträge');
      expect(answer).not.toContain('Diese Woche');
    }
    expect(await answerQuestion('How long is my streak?', facts)).toContain('I have no entries on that');
  });

  it('gives the model the account and the numbers of any range through its tools', () => {
    expect(runTool('account', {}, jonas())).toEqual({ hanteln: 340, streak_weeks: 17, streak_freezes_left: 1 });
    expect(runTool('range_summary', { from: '2026-10-01', to: '2026-10-31', exercise_name: 'Kniebeuge' }, jonas())).toMatchObject({
      exercise: 'Kniebeugen',
      sets: 12,
      volume_kg: 6375,
      training_days: 4,
      first_set: { date: '2026-10-05', weight_kg: 102.5, reps: 5 },
      last_set: { date: '2026-10-26', weight_kg: 110, reps: 5 },
    });
    expect(runTool('range_summary', { from: 'Oktober' }, jonas())).toEqual({ error: expect.stringContaining('yyyy-MM-dd') });
  });
});
