import { lastTrainedLabel } from './last-trained';

describe('the last-trained label', () => {
  const today = new Date('2026-11-24T18:00:00');
  it.each([
    ['2026-11-24', 'Heute'],
    ['2026-11-23', 'Gestern'],
    ['2026-11-21', 'Vor 3 Tagen'],
    ['2026-11-17', 'Vor 7 Tagen'],
    ['2026-11-16', '16.11.2026'],
  ])('%s → %s', (date, label) => {
    expect(lastTrainedLabel(date, today)).toBe(label);
  });
});
