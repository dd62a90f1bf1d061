import { render } from '@testing-library/react';
import { pointsOf } from '../lib/sparkline';
import { Sparkline } from './sparkline';

describe('sparkline', () => {
  const draw = (record: number | null) =>
    render(<Sparkline points={pointsOf({ dates: ['2026-09-01', '2026-10-01', '2026-11-01'], weights: [80, 100, 90], reps: [5, 5, 5], record })} />).container;

  it('marks the record point, at its place on the line, beside the dot on the latest', () => {
    const svg = draw(1);
    const record = svg.querySelector('.sparkline__record')!;
    const [, middle] = svg.querySelector('polyline')!.getAttribute('points')!.split(' ');
    expect([record.getAttribute('cx'), record.getAttribute('cy')].map(Number)).toEqual(middle!.split(',').map(Number));
    expect(svg.querySelectorAll('circle')).toHaveLength(2);
  });

  it('marks nothing when the record lies outside the period', () => {
    expect(draw(null).querySelector('.sparkline__record')).toBeNull();
  });
});
