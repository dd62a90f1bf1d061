import { ResponsiveLine, type LineSeries, type PointTooltipProps } from '@nivo/line';
import { AXIS_DATE, formatDate, formatShortDate } from '../../../lib/dates';
import { formatNumber } from '../../../lib/numbers';
import { axisDays, type ChartedDay } from '../lib/exercise-history';
import { useTranslation } from '../messages';

// SVG attributes cannot read CSS variables, so the chart repeats these tokens (styles/tokens.css).
const ACCENT = '#c8ff3d';
const SURFACE = '#15181d';
const TEXT_MUTED = '#9aa3ae';
const GRID = '#2a3039';

interface DaySeries extends LineSeries {
  id: string;
  data: { x: Date; y: number; weight: number; reps: number; date: string }[];
}

function Tooltip({ point }: PointTooltipProps<DaySeries>) {
  const { t } = useTranslation();
  const datum = point.data;
  return (
    <div className="chart-tooltip">
      <span>{formatShortDate(datum.date)}</span>
      <strong>
        {formatNumber(datum.weight)} kg × {datum.reps}
      </strong>
      <span>{t('dashboard.exercise.tooltipE1rm', { kg: formatNumber(datum.y) })}</span>
    </div>
  );
}

/**
 * The whole history: each training day's best set by estimated 1RM, on a time axis with dates
 * below and kg at the side, a point per day with its set in a tooltip. Its own module, so nivo
 * loads with the exercise page only.
 */
export default function ExerciseHistoryChart({ days, label }: { days: readonly ChartedDay[]; label: string }) {
  const oldestFirst = [...days].reverse();
  const values = oldestFirst.map((day) => day.best.e1rm);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = high === low ? Math.max(high * 0.1, 1) : (high - low) * 0.15;
  const data: DaySeries[] = [
    {
      id: 'e1rm',
      data: oldestFirst.map((day) => ({
        x: new Date(`${day.date}T12:00:00`),
        y: day.best.e1rm,
        weight: day.best.max_weight,
        reps: day.best.reps,
        date: day.date,
      })),
    },
  ];
  return (
    <div className="exercise-chart" role="img" aria-label={label}>
      <ResponsiveLine<DaySeries>
        data={data}
        // Room on the right for half of the newest day's date, which is centred on the last point.
        margin={{ top: 16, right: 36, bottom: 40, left: 48 }}
        xScale={{ type: 'time', precision: 'day', useUTC: false }}
        yScale={{ type: 'linear', min: Math.max(0, Math.floor(low - pad)), max: Math.ceil(high + pad) }}
        curve="linear"
        colors={[ACCENT]}
        lineWidth={2.5}
        pointSize={7}
        pointColor={ACCENT}
        pointBorderWidth={2}
        pointBorderColor={SURFACE}
        enableGridX={false}
        gridYValues={4}
        axisBottom={{
          tickValues: axisDays(oldestFirst[0]!.date, oldestFirst[oldestFirst.length - 1]!.date).map((date) => new Date(`${date}T12:00:00`)),
          tickSize: 4,
          format: (value: Date) => formatDate(value, AXIS_DATE),
        }}
        axisLeft={{ tickValues: 4, tickSize: 4, format: (value: number) => formatNumber(value) }}
        useMesh
        tooltip={Tooltip}
        theme={{
          text: { fill: TEXT_MUTED, fontSize: 12 },
          axis: { domain: { line: { stroke: GRID, strokeWidth: 1 } }, ticks: { line: { stroke: GRID } } },
          grid: { line: { stroke: GRID, strokeDasharray: '2 4' } },
        }}
        animate={false}
        role="presentation"
      />
    </div>
  );
}
