import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useFormatPrice } from '../../lib/currency';
import { Disclosure } from '../../lib/disclosure';
import { formatConfidence, formatDate } from '../../lib/format';
import { formatMeasure } from '../../lib/score';
import type { ProductSummary } from '../../types';
import { Button } from '../Button';
import { ConcernScores, type ConcernScoreItem, type SkinToneItem } from '../ConcernScores';
import { FaceMap, type FaceMapRegion } from '../FaceMap';
import { ImageWithFallback } from '../ImageWithFallback';

export interface MeasuredParameter {
  name: string;
  label: string;
  value: number;
  unit: string;
}

/** The photo and its measured regions, for the face map. */
export interface SkinAnalysisFaceMap {
  imageUrl: string;
  imageWidth: number;
  imageHeight: number;
  regions: readonly FaceMapRegion[];
}

export interface SkinAnalysis {
  /** The primary diagnosis: the whole text (the heading when there is no `headline`). */
  diagnosis: string;
  /** The finding in one short sentence, shown as the heading; the rest of `diagnosis` is body text. */
  headline?: string | null;
  /** The model as shown, e.g. 'Nyansa Skin 1.1, on-device model'. */
  modelUsed: string;
  /** The model's technical detail, behind a disclosure. */
  modelDetail?: string | null;
  date: Date | string;
  /** A fraction 0..1, shown as a percentage with one decimal; absent when the model gives none. */
  confidence?: number | null;
  recommendations: readonly string[];
  parameters?: readonly MeasuredParameter[];
  products?: readonly ProductSummary[];
  /** How many parameters this photo really gave. */
  parameterCount?: number | null;
  faceMap?: SkinAnalysisFaceMap | null;
  /** One score per concern; when given, the raw parameters move behind a disclosure. */
  concerns?: readonly ConcernScoreItem[];
  /** Absent: not shown; null: not measured (`skinToneReason` says why). */
  skinTone?: SkinToneItem | null;
  skinToneReason?: string;
}

export interface AnalysisResultProps extends Omit<ComponentProps<'section'>, 'children'> {
  analysis: SkinAnalysis;
  onOpenProduct?: (product: ProductSummary) => void;
  /** Shows 'Add to Cart' on each recommended product. */
  onAddToCart?: (product: ProductSummary) => void;
}

/** What the scores were checked against, and what not yet: shown with the scores. */
export const SCORES_CHECKED_TEXT =
  'How these scores were checked: on a real face photo with one change added at a time (redness, dark spots, red spots, shine, darker under-eyes, fine bumps, lighter and darker patches) at three strengths, on light, tan and deep skin made from the same photo. Each score fell when its own change was added, the other scores stayed put, and deep skin got a response like light skin’s. What was not checked: real people’s skin graded by dermatologists. There is no clinical validation yet, so read the scores as a guide, not a diagnosis.';

/** The diagnosis after its headline, as body text; empty when the headline says it all. */
function bodyText(diagnosis: string, headline: string | null | undefined): string {
  if (!headline) return '';
  return diagnosis.startsWith(headline) ? diagnosis.slice(headline.length).trim() : diagnosis;
}

function ParameterList({ parameters }: { parameters: readonly MeasuredParameter[] }) {
  return (
    <dl className="grid grid-cols-1 gap-2 text-sm text-surface-foreground sm:grid-cols-2">
      {parameters.map((parameter) => (
        <div key={parameter.name} className="flex justify-between gap-4 rounded-md bg-muted px-3 py-2">
          <dt>{parameter.label}</dt>
          <dd className="font-medium tabular-nums">
            {formatMeasure(parameter.value)} {parameter.unit}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** An analysis: the finding as a heading, the face map, the scores, numbered recommendations and the products they name. */
export function AnalysisResult({ analysis, onOpenProduct, onAddToCart, className, ...props }: AnalysisResultProps) {
  const formatPrice = useFormatPrice();
  const hasConfidence = analysis.confidence !== undefined && analysis.confidence !== null;
  const body = bodyText(analysis.diagnosis, analysis.headline);
  const hasScores = analysis.concerns !== undefined && analysis.concerns.length > 0;
  const parameters = analysis.parameters ?? [];
  return (
    <section
      data-slot="analysis-result"
      aria-label="Analysis result"
      className={cn('flex flex-col gap-6 rounded-lg border border-border bg-surface p-6 text-surface-foreground shadow-sm', className)}
      {...props}
    >
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-muted-foreground">Primary Diagnosis</p>
        <h3 className="font-display text-2xl font-semibold break-words">{analysis.headline || analysis.diagnosis}</h3>
        {body ? <p className="break-words">{body}</p> : null}
        {analysis.parameterCount ? (
          <p className="text-sm text-muted-foreground">
            {analysis.parameterCount} skin {analysis.parameterCount === 1 ? 'parameter' : 'parameters'} measured on this photo.
          </p>
        ) : null}
      </div>
      <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Model</dt>
          <dd className="font-medium break-words">{analysis.modelUsed}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Date</dt>
          <dd className="font-medium">{formatDate(analysis.date)}</dd>
        </div>
        {hasConfidence ? (
          <div>
            <dt className="text-muted-foreground">Confidence</dt>
            <dd className="font-medium tabular-nums">{formatConfidence(analysis.confidence ?? 0)}</dd>
          </div>
        ) : null}
      </dl>
      {analysis.modelDetail ? (
        <Disclosure label="About the model">
          <p>{analysis.modelDetail}</p>
        </Disclosure>
      ) : null}
      {analysis.faceMap ? <FaceMap {...analysis.faceMap} /> : null}
      {hasScores || analysis.skinTone !== undefined ? (
        <ConcernScores concerns={analysis.concerns ?? []} skinTone={analysis.skinTone} skinToneReason={analysis.skinToneReason} />
      ) : null}
      {hasScores ? <p className="text-sm text-muted-foreground">{SCORES_CHECKED_TEXT}</p> : null}
      <div className="flex flex-col gap-2">
        <h4 className="font-semibold">Recommendations</h4>
        {analysis.recommendations.length > 0 ? (
          <ol className="flex list-decimal flex-col gap-1 pl-6 text-sm">
            {analysis.recommendations.map((recommendation) => (
              <li key={recommendation}>{recommendation}</li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted-foreground">No recommendations</p>
        )}
      </div>
      {parameters.length > 0 && hasScores ? (
        <Disclosure label="All measured values">
          <ParameterList parameters={parameters} />
        </Disclosure>
      ) : parameters.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 className="font-semibold">Measured Parameters</h4>
          <ParameterList parameters={parameters} />
        </div>
      ) : null}
      {analysis.products && analysis.products.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 className="font-semibold">Recommended Products</h4>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {analysis.products.map((product) => (
              <li key={product.id} className="flex flex-col gap-1 rounded-md border border-border p-2 text-sm">
                <ImageWithFallback src={product.imageUrl} alt={product.name} className="aspect-square w-full rounded-sm" />
                {onOpenProduct ? (
                  <button
                    type="button"
                    onClick={() => onOpenProduct(product)}
                    className="text-left font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {product.name}
                  </button>
                ) : (
                  <span className="font-medium">{product.name}</span>
                )}
                <span className="text-muted-foreground">{formatPrice(product.price)}</span>
                {onAddToCart ? (
                  <Button size="sm" variant="outline" className="mt-auto" aria-label={`Add to Cart: ${product.name}`} onClick={() => onAddToCart(product)}>
                    Add to Cart
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
