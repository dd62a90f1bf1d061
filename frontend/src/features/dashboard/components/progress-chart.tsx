import { ResponsiveLine, type LineCustomSvgLayerProps, type LineSeries, type PointTooltipProps } from '@nivo/line';
import type { SparklineSpan } from '../api/get-dashboard';
import { spanLabel, type ChartPoint } from '../lib/sparkline';
import { formatShortDate } from '../../../lib/dates';
import { formatSet } from '../../../shared/sets';
import { useTranslation } from '../messages';

// SVG attributes cannot read CSS variables, so the chart repeats these tokens (styles/tokens.css).
const ACCENT = '#c8ff3d';
const SURFACE = '#15181d';
const TEXT = '#f4f6f8';
const RECORD = '#ff9f43';

interface ScoreSeries extends LineSeries {
  id: string;
  /** `best`: what the point stands for when more than a training day ("Bestes Training aus 3 Tagen"). */
  data: { x: string; y: number; weight: number; reps: number; record: boolean; best: string | null }[];
}

/** Room above and below the line, so a flat or single-point series is not glued to an edge. */
function yRange(points: readonly ChartPoint[]): { min: number; max: number } {
  const scores = points.map((point) => point.e1rm);
  const low = Math.min(...scores);
  const high = Math.max(...scores);
  const pad = high === low ? Math.max(high * 0.2, 1) : (high - low) * 0.15;
  return { min: Math.max(0, low - pad), max: high + pad };
}

function LatestPoint({ points, innerWidth }: LineCustomSvgLayerProps<ScoreSeries>) {
  const latest = points[points.length - 1];
  if (!latest) return null;
  return (
    <g>
      {/* A single training day has no line yet: a dashed level line gives the dot its context. */}
      {points.length === 1 && <line x1={0} x2={innerWidth} y1={latest.y} y2={latest.y} stroke={ACCENT} strokeOpacity={0.35} strokeDasharray="4 6" />}
      <g transform={`translate(${latest.x},${latest.y})`}>
        <circle r={10} fill={ACCENT} opacity={0.2} />
        <circle r={5} fill={ACCENT} stroke={SURFACE} strokeWidth={2} />
      </g>
    </g>
  );
}

/** The exercise's e1RM record among the points, in the colour of the "PR" badge. */
function RecordPoint({ points }: LineCustomSvgLayerProps<ScoreSeries>) {
  const record = points.find((point) => point.data.record);
  if (!record) return null;
  return <circle className="progress-chart__record" cx={record.x} cy={record.y} r={5} fill={RECORD} stroke={SURFACE} strokeWidth={2} />;
}

function Tooltip({ point }: PointTooltipProps<ScoreSeries>) {
  const { t } = useTranslation();
  const datum = point.data;
  return (
    <div className="chart-tooltip">
      {/* A point of more than a day is the best training of its span (docs/api.md). */}
      {datum.best && <span>{datum.best}</span>}
      {datum.record && <span className="chart-tooltip__record">{t('dashboard.recordPoint')}</span>}
      <strong>{formatSet(datum.weight, datum.reps)}</strong>
      <span>{formatShortDate(datum.x)}</span>
    </div>
  );
}

/**
 * Estimated 1RM of the best set of each span (at most 12, what lifters read as progress), oldest
 * to newest: a line with a filled area, a dot on the latest point and one on the record. The
 * container fixes the size at 300×100 (narrower phones shrink it); it is its own module so nivo
 * only loads with the dashboard's cards.
 */
export default function ProgressChart({ points, span, label }: { points: readonly ChartPoint[]; span: SparklineSpan; label: string }) {
  const { t } = useTranslation();
  const { min, max } = yRange(points);
  const spanned = spanLabel(span);
  const best = spanned && t(spanned.key, { count: spanned.count });
  const data: ScoreSeries[] = [
    {
      id: 'score',
      data: points.map((point) => ({ x: point.date, y: point.e1rm, weight: point.weight, reps: point.reps, record: point.record, best })),
    },
  ];

  return (
    <div className="progress-chart" role="img" aria-label={label}>
      <ResponsiveLine<ScoreSeries>
        data={data}
        margin={{ top: 12, right: 12, bottom: 12, left: 12 }}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min, max }}
        curve="monotoneX"
        colors={[ACCENT]}
        lineWidth={2.5}
        enableArea
        areaBaselineValue={min}
        areaOpacity={1}
        defs={[
          {
            id: 'scoreArea',
            type: 'linearGradient',
            colors: [
              { offset: 0, color: ACCENT, opacity: 0.32 },
              { offset: 100, color: ACCENT, opacity: 0 },
            ],
          },
        ]}
        fill={[{ match: '*', id: 'scoreArea' }]}
        enablePoints={false}
        enableGridX={false}
        enableGridY={false}
        axisBottom={null}
        axisLeft={null}
        useMesh
        tooltip={Tooltip}
        theme={{ text: { fill: TEXT } }}
        layers={['areas', 'lines', LatestPoint, RecordPoint, 'mesh']}
        animate={false}
        role="presentation"
      />
    </div>
  );
}
