import { render, screen } from '@testing-library/react';
import { ChangeIndicator } from './change-indicator';

describe('change indicator', () => {
  it('shows a green arrow up for a gain', () => {
    const { container } = render(<ChangeIndicator percent={6.7} />);
    expect(screen.getByText('Veränderung im Zeitraum: +7 %')).toBeTruthy();
    expect(container.querySelector('.change--up')).toBeTruthy();
  });

  it('shows a red arrow down for a drop', () => {
    const { container } = render(<ChangeIndicator percent={-12.2} />);
    expect(screen.getByText('Veränderung im Zeitraum: -12 %')).toBeTruthy();
    expect(container.querySelector('.change--down')).toBeTruthy();
  });

  it('shows a flat line for no change', () => {
    const { container } = render(<ChangeIndicator percent={0} />);
    expect(screen.getByText('Veränderung im Zeitraum: 0,0 %')).toBeTruthy();
    expect(container.querySelector('.change--flat')).toBeTruthy();
  });

  it('shows nothing without a change (fewer than two training days)', () => {
    expect(render(<ChangeIndicator percent={null} />).container.innerHTML).toBe('');
  });

  it('celebrates a record instead of showing a drop', () => {
    const { container } = render(<ChangeIndicator percent={-6} record />);
    expect(screen.getByText('Neuer Rekord im letzten Training')).toBeTruthy();
    expect(container.querySelector('.change--down')).toBeNull();
    expect(container.querySelector('[data-direction="record"]')).toBeTruthy();
  });

  it('keeps the arrow on a gain of a record day: the trophy is the record’s, never a percentage’s', () => {
    const { container } = render(<ChangeIndicator percent={18} record />);
    expect(screen.getByText('Veränderung im Zeitraum: +18 %')).toBeTruthy();
    expect(container.querySelector('.change--up')).toBeTruthy();
    expect(container.querySelector('.lucide-trophy')).toBeNull();
    expect(container.querySelector('.change--record')).toBeNull();
  });

  it('rounds a drop to the nearest percent, not down (−5.1 reads −5)', () => {
    render(<ChangeIndicator percent={-5.1} />);
    expect(screen.getByText('Veränderung im Zeitraum: -5 %')).toBeTruthy();
  });
});
