import { useId, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Disclosure } from '../../lib/disclosure';
import { formatMeasure, SCORE_BANDS, scoreBand, scoreInWords, type ScoreBand } from '../../lib/score';

export interface FaceMapMeasure {
  label: string;
  value: number;
  unit: string;
  /** 0..100 when the measure is scored; null or absent for a measure shown without a score. */
  score?: number | null;
}

export interface FaceMapRegion {
  /** Unique within the map, e.g. 'left_cheek'. */
  id: string;
  /** In words, e.g. 'Left cheek'. */
  label: string;
  /** Outline as [x, y] points in pixels of the photo (imageWidth x imageHeight). */
  polygon: readonly (readonly [number, number])[];
  /** 0..100, higher is better; null when none of its measures could be scored. */
  score: number | null;
  measures?: readonly FaceMapMeasure[];
}

export interface FaceMapProps extends Omit<ComponentProps<'figure'>, 'children'> {
  imageUrl: string;
  /** Size of the photo in the pixels the polygons use. */
  imageWidth: number;
  imageHeight: number;
  regions: readonly FaceMapRegion[];
  imageAlt?: string;
  heading?: string;
  /** Shown instead of the regions when there are none (no face found). */
  emptyText?: string;
}

/** A fill pattern per band, so the map never relies on colour alone. */
const PATTERNS: Record<ScoreBand, string | null> = {
  good: null,
  fair: 'M0 4 L4 0',
  some: 'M0 4 L4 0 M0 0 L4 4',
  marked: 'M0 1 H4 M0 3 H4 M1 0 V4 M3 0 V4',
  unscored: null,
};

function centroid(polygon: FaceMapRegion['polygon']): [number, number] {
  const n = polygon.length || 1;
  const [sx, sy] = polygon.reduce(([x, y], [px, py]) => [x + px, y + py], [0, 0]);
  return [sx / n, sy / n];
}

/** One pattern per band, its cells `cell` units wide, with ids `${prefix}-${band}`. */
function PatternDefs({ prefix, cell }: { prefix: string; cell: number }) {
  return (
    <defs>
      {SCORE_BANDS.map(({ band, colour }) =>
        PATTERNS[band] ? (
          <pattern key={band} id={`${prefix}-${band}`} width={8} height={8} patternUnits="userSpaceOnUse" patternTransform={`scale(${cell / 8})`}>
            <rect width={8} height={8} fill={colour} fillOpacity={0.25} />
            <path d={PATTERNS[band]} transform="scale(2)" stroke={colour} strokeWidth={0.6} />
          </pattern>
        ) : null,
      )}
    </defs>
  );
}

/** A region's fill: its band's pattern, or its colour, translucent. */
function fillOf(prefix: string, band: ScoreBand, colour: string): { fill: string; fillOpacity: number } {
  return PATTERNS[band] ? { fill: `url(#${prefix}-${band})`, fillOpacity: 1 } : { fill: colour, fillOpacity: 0.3 };
}

const points = (polygon: FaceMapRegion['polygon']): string => polygon.map(([x, y]) => `${x},${y}`).join(' ');

interface View {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Room left around the measured areas, as a share of their larger side: the whole head, a little background. */
const viewMargin = 0.45;

/**
 * The part of the photo the map shows: the measured areas with room around them, so a face far from
 * the camera is drawn as large as one close to it; the whole photo when nothing was measured.
 */
function faceView(regions: readonly FaceMapRegion[], imageWidth: number, imageHeight: number): View {
  const corners = regions.flatMap((region) => region.polygon);
  if (corners.length === 0) return { x: 0, y: 0, width: imageWidth, height: imageHeight };
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const margin = viewMargin * Math.max(right - left, bottom - top);
  const x = Math.max(0, Math.floor(left - margin));
  const y = Math.max(0, Math.floor(top - margin));
  return { x, y, width: Math.min(imageWidth, Math.ceil(right + margin)) - x, height: Math.min(imageHeight, Math.ceil(bottom + margin)) - y };
}

const percent = (share: number): string => `${(share * 100).toFixed(4)}%`;

function Measures({ region }: { region: FaceMapRegion }) {
  if (!region.measures || region.measures.length === 0) return <p className="text-muted-foreground">No measures for this area.</p>;
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5">
      {region.measures.map((measure) => (
        <div key={measure.label} className="contents">
          <dt>{measure.label}</dt>
          <dd className="text-right tabular-nums">
            {formatMeasure(measure.value)} {measure.unit}
            {measure.score !== undefined && measure.score !== null ? ` · score ${Math.round(measure.score)}` : ''}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The photo with the measured regions drawn over it, each coloured, patterned and numbered by its score.
 * Each region is focusable and named with its score; pointing at or focusing one shows its measures; the
 * same facts are listed below the picture.
 */
export function FaceMap({
  imageUrl,
  imageWidth,
  imageHeight,
  regions,
  imageAlt = 'Your photo with the measured areas of the face outlined',
  heading = 'Face map',
  emptyText = 'No face areas could be measured on this photo.',
  className,
  ...props
}: FaceMapProps) {
  const id = useId();
  const [hovered, setHovered] = useState<string | null>(null);
  const [focused, setFocused] = useState<string | null>(null);
  const [pinned, setPinned] = useState<string | null>(null);
  const activeId = hovered ?? focused ?? pinned;
  const active = regions.find((region) => region.id === activeId) ?? null;
  const detailsId = `${id}-details`;
  const view = faceView(regions, imageWidth, imageHeight);
  // Sizes in the photo's pixels, so the numbers and outlines keep their size on screen whatever the photo's.
  const fontSize = Math.max(1, Math.round(Math.min(view.width, view.height) / 28));
  const usedBands = SCORE_BANDS.filter((info) => regions.some((region) => scoreBand(region.score).band === info.band));

  return (
    <figure data-slot="face-map" aria-labelledby={`${id}-heading`} className={cn('flex flex-col gap-3', className)} {...props}>
      <h4 id={`${id}-heading`} className="font-semibold">
        {heading}
      </h4>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <div className="relative self-start overflow-hidden rounded-md bg-muted" style={{ aspectRatio: `${view.width} / ${view.height}` }}>
          <img
            src={imageUrl}
            alt={imageAlt}
            width={imageWidth}
            height={imageHeight}
            className="absolute block h-auto max-w-none"
            style={{ width: percent(imageWidth / view.width), left: percent(-view.x / view.width), top: percent(-view.y / view.height) }}
          />
          {regions.length > 0 ? (
            <svg
              viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
              className="absolute inset-0 size-full"
              role="group"
              aria-label="Measured areas; focus one to hear its measures"
            >
              <PatternDefs prefix={id} cell={fontSize} />
              {regions.map((region) => {
                const info = scoreBand(region.score);
                const isActive = region.id === activeId;
                const [cx, cy] = centroid(region.polygon);
                return (
                  <g
                    key={region.id}
                    role="button"
                    tabIndex={0}
                    aria-label={`${region.label}: ${scoreInWords(region.score)}`}
                    aria-pressed={pinned === region.id}
                    aria-describedby={isActive ? detailsId : undefined}
                    data-band={info.band}
                    className="cursor-pointer outline-none"
                    onMouseEnter={() => setHovered(region.id)}
                    onMouseLeave={() => setHovered(null)}
                    onFocus={() => setFocused(region.id)}
                    onBlur={() => setFocused(null)}
                    onClick={() => setPinned((current) => (current === region.id ? null : region.id))}
                    onKeyDown={(event) => {
                      if (event.key !== 'Enter' && event.key !== ' ') return;
                      event.preventDefault();
                      setPinned((current) => (current === region.id ? null : region.id));
                    }}
                  >
                    <polygon
                      points={points(region.polygon)}
                      {...fillOf(id, info.band, info.colour)}
                      stroke={info.colour}
                      strokeWidth={isActive ? fontSize / 4 : fontSize / 8}
                      strokeDasharray={info.band === 'unscored' ? `${fontSize / 3} ${fontSize / 4}` : undefined}
                      vectorEffect="non-scaling-stroke"
                    />
                    <text
                      x={cx}
                      y={cy}
                      textAnchor="middle"
                      dominantBaseline="central"
                      fontSize={fontSize}
                      fontWeight={700}
                      fill="#fff"
                      stroke="#000"
                      strokeWidth={fontSize / 6}
                      paintOrder="stroke"
                      aria-hidden="true"
                    >
                      {region.score === null ? '–' : Math.round(region.score)}
                    </text>
                  </g>
                );
              })}
            </svg>
          ) : null}
        </div>
        <div className="flex flex-col gap-3 text-sm">
          <div id={detailsId} aria-live="polite" className="min-h-24 rounded-md border border-border p-3">
            {active ? (
              <>
                <p className="font-medium">
                  {active.label}: {active.score === null ? 'not scored' : `${Math.round(active.score)} / 100 (${scoreBand(active.score).label})`}
                </p>
                <Measures region={active} />
              </>
            ) : (
              <p className="text-muted-foreground">{regions.length > 0 ? 'Point at or focus an area of the face to see its measures.' : emptyText}</p>
            )}
          </div>
          {usedBands.length > 0 ? (
            <div>
              <p className="font-medium">Legend</p>
              <ul aria-label="Legend" className="flex flex-col gap-1">
                {usedBands.map((info) => (
                  <li key={info.band} className="flex items-center gap-2">
                    <svg aria-hidden="true" width={16} height={16} viewBox="0 0 16 16">
                      <PatternDefs prefix={`${id}-legend-${info.band}`} cell={8} />
                      <rect width={16} height={16} {...fillOf(`${id}-legend-${info.band}`, info.band, info.colour)} stroke={info.colour} strokeWidth={2} strokeDasharray={info.band === 'unscored' ? '3 2' : undefined} />
                    </svg>
                    <span>
                      {info.label} <span className="text-muted-foreground">({info.range})</span>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
      {regions.length > 0 ? (
        <figcaption>
          <Disclosure label="Areas as a list">
            <ul className="grid gap-2 text-surface-foreground sm:grid-cols-2">
              {regions.map((region) => (
                <li key={region.id} className="rounded-md bg-muted px-3 py-2">
                  <p className="font-medium">
                    {region.label}: {region.score === null ? 'not scored' : `${Math.round(region.score)} / 100 (${scoreBand(region.score).label})`}
                  </p>
                  <Measures region={region} />
                </li>
              ))}
            </ul>
          </Disclosure>
        </figcaption>
      ) : null}
    </figure>
  );
}
