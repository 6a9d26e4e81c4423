// The drawn part of ScoreTrendChart, loaded on demand (React.lazy) so visx stays out of pages without charts.
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleLinear, scaleTime } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { formatDate } from '../../lib/format';
import { scoreBand } from '../../lib/score';

export interface TrendPlotPoint {
  date: Date;
  score: number | null;
}

export interface TrendPlotProps {
  points: readonly TrendPlotPoint[];
  width: number;
  height: number;
  /** Id for the picture's title, and the id of the element that describes it in words. */
  titleId: string;
  describedBy: string;
  title: string;
}

const margin = { top: 8, right: 12, bottom: 22, left: 30 };
const tickStyle = { fill: 'var(--ny-color-muted-foreground)', fontSize: 10, fontFamily: 'var(--ny-font-sans)' };

export default function TrendPlot({ points, width, height, titleId, describedBy, title }: TrendPlotProps) {
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const times = points.map((point) => point.date.getTime());
  const first = Math.min(...times);
  const last = Math.max(...times);
  const x = scaleTime({ domain: [new Date(first), new Date(last === first ? first + 86_400_000 : last)], range: [0, innerWidth] });
  const y = scaleLinear({ domain: [0, 100], range: [innerHeight, 0] });
  const measured = points.filter((point): point is TrendPlotPoint & { score: number } => point.score !== null);
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className="block h-auto w-full" role="img" aria-labelledby={titleId} aria-describedby={describedBy}>
      <title id={titleId}>{title}</title>
      <Group left={margin.left} top={margin.top}>
        {[35, 60, 80].map((threshold) => (
          <line key={threshold} x1={0} x2={innerWidth} y1={y(threshold)} y2={y(threshold)} stroke="var(--ny-color-border)" strokeDasharray="2 3" />
        ))}
        <LinePath<TrendPlotPoint>
          data={[...points]}
          x={(point) => x(point.date)}
          y={(point) => y(point.score ?? 0)}
          defined={(point) => point.score !== null}
          stroke="var(--ny-color-primary)"
          strokeWidth={2}
          fill="none"
        />
        {measured.map((point, index) => (
          <circle key={index} cx={x(point.date)} cy={y(point.score)} r={3} fill={scoreBand(point.score).colour} stroke="var(--ny-color-surface)" strokeWidth={1} />
        ))}
        <AxisLeft scale={y} tickValues={[0, 50, 100]} hideTicks stroke="var(--ny-color-border)" tickLabelProps={() => ({ ...tickStyle, textAnchor: 'end', dx: -4, dy: 3 })} />
        <AxisBottom
          top={innerHeight}
          scale={x}
          tickValues={first === last ? [new Date(first)] : [new Date(first), new Date(last)]}
          tickFormat={(value) => formatDate(value as Date)}
          hideTicks
          stroke="var(--ny-color-border)"
          tickLabelProps={(_value, index) => ({ ...tickStyle, textAnchor: index === 0 ? 'start' : 'end' })}
        />
      </Group>
    </svg>
  );
}
