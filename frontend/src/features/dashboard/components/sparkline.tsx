import type { ChartPoint } from '../lib/sparkline';

const WIDTH = 96;
const HEIGHT = 32;
const PAD = 4;

/**
 * The compact card's trend: the e1RM of each point's set (at most 12, the best of each span) as a
 * plain SVG line with a dot on the latest point and a ring on the exercise's record, so thirty
 * cards cost no chart library.
 */
export function Sparkline({ points }: { points: readonly ChartPoint[] }) {
  if (points.length === 0) return null;
  const values = points.map((point) => point.e1rm);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const x = (index: number) => (points.length === 1 ? WIDTH / 2 : PAD + (index * (WIDTH - 2 * PAD)) / (points.length - 1));
  const y = (value: number) => (high === low ? HEIGHT / 2 : HEIGHT - PAD - ((value - low) * (HEIGHT - 2 * PAD)) / (high - low));
  const line = values.map((value, index) => `${x(index).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  const last = values.length - 1;
  const record = points.findIndex((point) => point.record);
  return (
    <svg className="sparkline" width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
      {points.length > 1 && <polyline points={line} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />}
      <circle cx={x(last)} cy={y(values[last]!)} r={3.5} fill="currentColor" />
      {record !== -1 && <circle className="sparkline__record" cx={x(record)} cy={y(values[record]!)} r={3.5} strokeWidth={1.5} />}
    </svg>
  );
}
