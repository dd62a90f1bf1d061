import { render, screen } from '@testing-library/react';
import { ChangeIndicator } from './change-indicator';

describe('change indicator', () => {
  it('shows a green arrow up for a gain', () => {
    const { container } = render(<ChangeIndicator percent={6.7} pointCount={2} />);
    expect(screen.getByText('Veränderung im Zeitraum: +7 %')).toBeTruthy();
    expect(container.querySelector('.change--up')).toBeTruthy();
  });

  it('shows a red arrow down for a drop', () => {
    const { container } = render(<ChangeIndicator percent={-12.2} pointCount={3} />);
    expect(screen.getByText('Veränderung im Zeitraum: -12 %')).toBeTruthy();
    expect(container.querySelector('.change--down')).toBeTruthy();
  });

  it('shows a flat line for no change', () => {
    const { container } = render(<ChangeIndicator percent={0} pointCount={2} />);
    expect(screen.getByText('Veränderung im Zeitraum: 0,0 %')).toBeTruthy();
    expect(container.querySelector('.change--flat')).toBeTruthy();
  });

  it('shows nothing with a single point', () => {
    const { container } = render(<ChangeIndicator percent={5} pointCount={1} />);
    expect(container.innerHTML).toBe('');
    expect(render(<ChangeIndicator percent={null} pointCount={4} />).container.innerHTML).toBe('');
  });

  it('celebrates a record instead of showing a drop', () => {
    const { container } = render(<ChangeIndicator percent={-6} pointCount={3} record />);
    expect(screen.getByText('Neuer Rekord im letzten Training')).toBeTruthy();
    expect(container.querySelector('.change--down')).toBeNull();
    expect(container.querySelector('[data-direction="record"]')).toBeTruthy();
  });

  it('rounds a drop to the nearest percent, not down (−5.1 reads −5)', () => {
    render(<ChangeIndicator percent={-5.1} pointCount={2} />);
    expect(screen.getByText('Veränderung im Zeitraum: -5 %')).toBeTruthy();
  });
});
