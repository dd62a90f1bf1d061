import { render, screen } from '@testing-library/react';
import { SetKindBadges } from './set-kind';

describe('the kind of a set beside it', () => {
  it('marks a warm-up "Aufwärmen", muted', () => {
    render(<SetKindBadges setType="warmup" />);
    expect(screen.getByText('Aufwärmen').className).toContain('set-kind-badge--warmup');
  });

  it('names a set to failure and a drop set, and the RPE when given', () => {
    const { rerender } = render(<SetKindBadges setType="failure" rpe={8} />);
    expect(screen.getByText('Bis zum Versagen')).toBeTruthy();
    expect(screen.getByText('RPE 8')).toBeTruthy();
    rerender(<SetKindBadges setType="dropset" rpe={9.5} />);
    expect(screen.getByText('Dropsatz')).toBeTruthy();
    expect(screen.getByText('RPE 9,5')).toBeTruthy();
  });

  it('says nothing of a normal set without RPE', () => {
    expect(render(<SetKindBadges setType="normal" rpe={null} />).container.innerHTML).toBe('');
  });
});
