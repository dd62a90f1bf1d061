/** A small line of the last entries' weight × reps, oldest left (spec §2: the trend of the last 7 entries). */
export function TrendLine({ values, label }: { values: readonly number[]; label: string }) {
  if (values.length < 2) return null;
  const width = 240;
  const height = 48;
  const max = Math.max(...values);
  const min = Math.min(...values);
  const span = max - min || 1;
  const points = values.map((value, index) => [(index / (values.length - 1)) * (width - 8) + 4, height - 4 - ((value - min) / span) * (height - 8)] as const);
  const [lastX, lastY] = points.at(-1)!;
  return (
    <svg className="trend-line" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} preserveAspectRatio="none">
      <polyline
        points={points.map(([x, y]) => `${x},${y}`).join(' ')}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <circle cx={lastX} cy={lastY} r="4" className="trend-line__dot" />
    </svg>
  );
}
