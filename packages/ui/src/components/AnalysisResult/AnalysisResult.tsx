import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useFormatPrice } from '../../lib/currency';
import { formatConfidence, formatDate } from '../../lib/format';
import type { ProductSummary } from '../../types';
import { ImageWithFallback } from '../ImageWithFallback';

export interface MeasuredParameter {
  name: string;
  label: string;
  value: number;
  unit: string;
}

export interface SkinAnalysis {
  /** The primary diagnosis. */
  diagnosis: string;
  modelUsed: string;
  date: Date | string;
  /** A fraction 0..1, shown as a percentage with one decimal; absent when the model gives none. */
  confidence?: number | null;
  recommendations: readonly string[];
  parameters?: readonly MeasuredParameter[];
  products?: readonly ProductSummary[];
}

export interface AnalysisResultProps extends Omit<ComponentProps<'section'>, 'children'> {
  analysis: SkinAnalysis;
  onOpenProduct?: (product: ProductSummary) => void;
}

function formatValue(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

export function AnalysisResult({ analysis, onOpenProduct, className, ...props }: AnalysisResultProps) {
  const formatPrice = useFormatPrice();
  const hasConfidence = analysis.confidence !== undefined && analysis.confidence !== null;
  return (
    <section
      data-slot="analysis-result"
      aria-label="Analysis result"
      className={cn('flex flex-col gap-6 rounded-lg border border-border bg-surface p-6 text-surface-foreground shadow-sm', className)}
      {...props}
    >
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-muted-foreground">Primary Diagnosis</p>
        <h3 className="font-display text-2xl font-semibold break-words">{analysis.diagnosis}</h3>
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
      {analysis.parameters && analysis.parameters.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 className="font-semibold">Measured Parameters</h4>
          <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
            {analysis.parameters.map((parameter) => (
              <div key={parameter.name} className="flex justify-between gap-4 rounded-md bg-muted px-3 py-2">
                <dt>{parameter.label}</dt>
                <dd className="font-medium tabular-nums">
                  {formatValue(parameter.value)} {parameter.unit}
                </dd>
              </div>
            ))}
          </dl>
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
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
