import { AnalysisResult, cn, formatDate, LoadingState } from '@nyansa/ui';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAnalysisDetail } from '../../data/useAnalyses';
import { useCart } from '../../data/useCart';
import { toAnalysisView } from '../analysisView';

/**
 * A past analysis opened from the history, whole: its face map on the stored photo, the scores,
 * the advice and the products. Focus moves to its heading, so the shopper (and a screen reader)
 * starts reading there.
 */
export function PastAnalysis({ analysisId, date, className }: { analysisId: number; date: string | Date; className?: string }) {
  const { analysis: detail, loading, error } = useAnalysisDetail(analysisId);
  const { addOrUpdate } = useCart();
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const analysis = useMemo(
    () => (detail ? toAnalysisView({ analysis: detail.analysis, recommendations: detail.recommendations, products: detail.products }, detail.image_url) : null),
    [detail],
  );
  useEffect(() => heading.current?.focus(), [analysisId]);
  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-3', className)}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-display text-xl font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring">
        Your analysis of {formatDate(date)}
      </h3>
      {loading ? <LoadingState label="Loading the analysis..." /> : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      {analysis ? (
        <AnalysisResult
          analysis={analysis}
          onOpenProduct={(product) => void navigate(`/products/${product.id}`)}
          onAddToCart={(product) => void addOrUpdate(product.id, 1)}
        />
      ) : null}
    </section>
  );
}
