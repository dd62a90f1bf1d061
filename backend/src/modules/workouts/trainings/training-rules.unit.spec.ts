import { describe, expect, it } from '@jest/globals';
import { trainingRecorded } from './training-rules.js';

const now = new Date('2026-11-23T10:00:00Z');
const base = { trainingId: 't-1', userId: 'u-1', source: 'import' as const, now, startedAt: new Date('2025-09-15T05:48:00Z'), notes: null };

describe('trainingRecorded', () => {
  it('keeps what the export says', () => {
    expect(trainingRecorded({ ...base, title: 'Push Day', durationMin: 62, notes: ' schwer ' }).data).toEqual({
      trainingId: 't-1',
      userId: 'u-1',
      source: 'import',
      title: 'Push Day',
      startedAt: '2025-09-15T05:48:00.000Z',
      durationMin: 62,
      notes: 'schwer',
      at: now.toISOString(),
    });
  });

  it('names an untitled training and drops a duration no training has', () => {
    const { data } = trainingRecorded({ ...base, title: '  ', durationMin: 3000 });
    expect(data.title).toBe('Training');
    expect(data.durationMin).toBeNull();
    expect(trainingRecorded({ ...base, title: 'x'.repeat(500), durationMin: -1 }).data.title).toHaveLength(120);
  });
});
