import type { AnalyzeAnswer } from '@nyansa/api-client';
import { AnalysisResult } from '@nyansa/ui';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCart } from '../../data/useCart';
import { toAnalysisView } from '../analysisView';

/** A blob's object URL for as long as the component shows it. */
function useObjectUrl(blob: Blob): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(blob);
    // The URL is a browser resource made and revoked with the effect, so it is set here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

/** The result of the photo just analysed: its face map on that photo, the scores, and the recommended products to open or add to the cart. */
export function AnalysisResultView({ answer, photo }: { answer: AnalyzeAnswer; photo: Blob }) {
  const navigate = useNavigate();
  const { addOrUpdate } = useCart();
  const photoUrl = useObjectUrl(photo);
  const analysis = useMemo(() => toAnalysisView(answer, photoUrl), [answer, photoUrl]);
  return (
    <AnalysisResult
      analysis={analysis}
      onOpenProduct={(product) => void navigate(`/products/${product.id}`)}
      onAddToCart={(product) => void addOrUpdate(product.id, 1)}
    />
  );
}
