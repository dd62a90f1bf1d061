import type { Turn } from './understand.js';
import { understand } from './understand.js';

const own = ['Bankdrücken', 'Kniebeugen', 'Latzug'];

describe('understanding a question in its conversation', () => {
  it('takes the topic of the previous question for a follow-up and the exercise from the follow-up', async () => {
    const history: Turn[] = [
      { role: 'user', content: 'Wie ist mein Fortschritt beim Bankdrücken?' },
      { role: 'assistant', content: '**Bankdrücken** – 3 Einträge …' },
    ];
    const understood = await understand('und beim Kreuzheben?', history, own);
    expect(understood).toMatchObject({ intent: 'progress', followsUp: true, exercise: { catalogue: { name: 'Kreuzheben' } } });
  });

  it('takes the exercise talked about last when a question about one exercise names none', async () => {
    const history: Turn[] = [
      { role: 'user', content: 'Wie läuft es beim Latzug?' },
      { role: 'assistant', content: '**Latzug** …' },
    ];
    expect(await understand('wie viel mehr Gewicht?', history, own)).toMatchObject({ intent: 'progression', exercise: { ownName: 'Latzug' } });
    // Without the conversation the same question is about no exercise in particular.
    expect((await understand('wie viel mehr Gewicht?', [], own)).exercise).toBeNull();
  });

  it('keeps the goal and period said earlier', async () => {
    const goal: Turn[] = [
      { role: 'user', content: 'Ich will abnehmen' },
      { role: 'assistant', content: '…' },
    ];
    expect((await understand('Wie viele Wiederholungen pro Satz?', goal, own)).goal).toBe('weight_loss');
    const week: Turn[] = [
      { role: 'user', content: 'Wie viele Sätze habe ich diese Woche gemacht?' },
      { role: 'assistant', content: '…' },
    ];
    expect(await understand('Und letzten Monat?', week, own)).toMatchObject({ intent: 'volume', period: 'last_month' });
  });

  it('reads a follow-up with nothing to follow as the question it is', async () => {
    expect((await understand('Sind Beinpresse und Kniebeugen gleich gut?', [], own)).intent).toBe('equipment');
  });
});
