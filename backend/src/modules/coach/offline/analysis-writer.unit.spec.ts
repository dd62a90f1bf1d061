import { factsInput, lenasFacts } from '../../../../test/fixtures/training-facts.js';
import { exerciseNameIn } from '../exercise-names.js';
import { writePerformanceAnalysis } from './analysis-writer.js';

const NEGATIVE = /\b(leider|schlecht|schwach|weniger|rückgang|verschlechter|enttäusch|faul|zu wenig|nicht genug|versagt|minus)\b/i;
const paragraphs = (text: string) => text.split('\n\n');

describe('offline performance analysis', () => {
  it('congratulates on the latest set with its real numbers, in German', () => {
    const text = writePerformanceAnalysis(lenasFacts());
    expect(text).toContain('Lena');
    expect(text).toContain('Bankdrücken');
    expect(text).toContain('72,5 kg × 8 Wiederholungen');
    expect(text).toMatch(/gestern/i);
    expect(text).toMatch(/\b(hast du|geschafft|trainiert)\b/);
  });

  it('names the personal record and by how much it beats the old best', () => {
    const text = writePerformanceAnalysis(lenasFacts());
    expect(text).toContain('neuer persönlicher Rekord');
    expect(text).toContain('2,5 kg mehr als deine bisherige Bestmarke von 70 kg');
  });

  it('reports training days, volume and a rising trend of the last 7 days', () => {
    const text = writePerformanceAnalysis(lenasFacts());
    // 550 + 475 + 580 = 1605 kg this week, 1010 kg the week before: +58 %.
    expect(text).toContain('an 3 Tagen trainiert');
    expect(text).toContain('1.605 kg');
    expect(text).toContain('58 % mehr Volumen');
  });

  it('writes two or three short paragraphs', () => {
    const text = writePerformanceAnalysis(lenasFacts());
    expect(paragraphs(text).length).toBeGreaterThanOrEqual(2);
    expect(paragraphs(text).length).toBeLessThanOrEqual(3);
    for (const paragraph of paragraphs(text)) expect(paragraph.length).toBeLessThan(420);
  });

  it('stays positive when the week had less volume and the latest set was lighter', () => {
    const input = factsInput();
    const facts = lenasFacts({
      entries: [
        ...input.entries.map((entry) => (entry.date < '2026-11-17' ? { ...entry, weight: entry.weight * 3 } : entry)),
        { id: 'e9', machineId: 'm-bench', weight: 40, reps: 10, date: '2026-11-23', sequence: 1 },
      ],
    });
    expect(facts.volumeLast7Days).toBeLessThan(facts.volumePrevious7Days);
    const text = writePerformanceAnalysis(facts);
    expect(text).toContain('40 kg × 10 Wiederholungen');
    expect(text).toMatch(/heute/i);
    expect(text).not.toMatch(NEGATIVE);
    expect(text).not.toMatch(/-\d/);
  });

  it('welcomes a first entry of an exercise', () => {
    const facts = lenasFacts({
      machines: [{ id: 'm-row', name: 'Rudergerät', categories: ['Ausdauer'] }],
      entries: [{ id: 'r1', machineId: 'm-row', weight: 0, reps: 20, date: '2026-11-20', sequence: 2 }],
    });
    const text = writePerformanceAnalysis(facts);
    expect(text).toContain('Rudergerät');
    expect(text).toContain('erster Eintrag');
    expect(text).not.toMatch(NEGATIVE);
  });

  it('never calls a warm-up and the top set of one day a gain or a record', () => {
    const facts = lenasFacts({
      machines: [{ id: 'm-dl', name: 'Kreuzheben', categories: ['Rücken'] }],
      entries: [
        { id: 'w1', machineId: 'm-dl', weight: 60, reps: 8, date: '2026-11-23', sequence: 1 },
        { id: 'w2', machineId: 'm-dl', weight: 100, reps: 5, date: '2026-11-23', sequence: 2 },
      ],
    });
    const text = writePerformanceAnalysis(facts);
    expect(text).toContain('100 kg × 5 Wiederholungen');
    expect(text).not.toMatch(/gesteigert|Rekord|Bestmarke|Bestwert|noch nie/);
    expect(text).toContain('erster Eintrag');
  });

  it('measures the gain from the first day’s best set to the latest day’s, as the dashboard does', () => {
    const facts = lenasFacts({
      machines: [{ id: 'm-dl', name: 'Kreuzheben', categories: ['Rücken'] }],
      entries: [
        { id: 'w1', machineId: 'm-dl', weight: 40, reps: 8, date: '2026-11-16', sequence: 1 },
        { id: 'w2', machineId: 'm-dl', weight: 100, reps: 5, date: '2026-11-16', sequence: 2 },
        { id: 'w3', machineId: 'm-dl', weight: 100, reps: 5, date: '2026-11-23', sequence: 3 },
        { id: 'w4', machineId: 'm-dl', weight: 60, reps: 10, date: '2026-11-23', sequence: 4 },
      ],
    });
    // The first day's 40 × 8 was a warm-up: from 100 × 5 to 100 × 5 is no gain.
    expect(writePerformanceAnalysis(facts)).not.toMatch(/gesteigert/);
  });

  it('phrases different days differently, not as one canned sentence', () => {
    const openers = new Set(
      ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'].map((today) => writePerformanceAnalysis(lenasFacts({ today })).split('!')[0]),
    );
    expect(openers.size).toBeGreaterThan(1);
  });

  it('writes in English with the English interface, from the same numbers, a catalogue exercise under its English name', () => {
    const text = writePerformanceAnalysis(lenasFacts({ language: 'en' }));
    expect(text).toContain('you did 72.5 kg × 8 reps on Bench Press');
    expect(text).toContain('new personal record: 2.5 kg more than your previous best of 70 kg');
    expect(text).toContain('In the last 7 days you trained on 3 days');
    expect(text).not.toMatch(/\b(und|du|hast|bei)\b/);
  });

  it('keeps a name the lifter typed as typed, in English too', () => {
    expect(exerciseNameIn('en', 'Kniebeugen')).toBe('Back Squat');
    expect(exerciseNameIn('en', 'Mein Bankdrücken')).toBe('Mein Bankdrücken');
    expect(exerciseNameIn('de', 'Kniebeugen')).toBe('Kniebeugen');
  });
});
