import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TrainingSummary } from './training-summary';

describe('the summary of a guided training', () => {
  it('marks a warm-up among the sets and leaves it out of the volume it is given', () => {
    const warmUp = { entryId: 'w', exerciseName: 'Bankdrücken', exerciseIndex: 0, weight: 40, reps: 10, warmup: true };
    const work = { entryId: 'a', exerciseName: 'Bankdrücken', exerciseIndex: 0, weight: 60, reps: 5 };
    const { container } = render(
      <MemoryRouter>
        <TrainingSummary totals={{ exercises: 1, volume: 300, durationMs: 60_000, byExercise: [{ name: 'Bankdrücken', sets: [warmUp, work] }] }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Aufwärmen').className).toContain('set-kind-badge--warmup');
    expect(container.querySelector('.summary__sets')!.textContent).toBe('40 kg × 10 Aufwärmen, 60 kg × 5');
    expect(screen.getByText('300 kg')).toBeTruthy();
  });
});
