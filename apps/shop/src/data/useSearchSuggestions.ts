import { isAbortError } from '@nyansa/api-client';
import type { SearchSuggestions } from '@nyansa/ui';
import { useEffect, useState } from 'react';
import { api } from '../api';
import { productImageUrl } from '../products/productImages';

/** How long typing pauses before suggestions are asked for. */
export const suggestDelayMs = 150;

export interface SuggestionsView {
  /** The newest answered suggestions (those of an earlier text while the newest are on their way); null when none. */
  suggestions: SearchSuggestions | null;
  /** Suggestions for the current text are on their way. */
  loading: boolean;
}

/**
 * The search box's suggestions for what is typed: asked once typing pauses 150 ms, the request of
 * an older text cancelled (unsent if it still waits in the queue). A failed request shows none:
 * the search itself still works.
 */
export function useSearchSuggestions(text: string): SuggestionsView {
  const q = text.trim();
  const [answered, setAnswered] = useState<{ q: string; suggestions: SearchSuggestions | null }>({ q: '', suggestions: null });
  useEffect(() => {
    if (!q) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api.products.suggest(q, { signal: controller.signal }).then(
        (answer) =>
          setAnswered({
            q,
            suggestions: {
              products: answer.products.map((product) => ({
                id: product.product_id,
                name: product.product_name,
                price: product.price,
                imageUrl: productImageUrl(product.image_url, undefined, 200),
                category: product.category,
              })),
              categories: answer.categories,
            },
          }),
        (error: unknown) => {
          if (!isAbortError(error)) setAnswered({ q, suggestions: null });
        },
      );
    }, suggestDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);
  if (!q) return { suggestions: null, loading: false };
  return { suggestions: answered.q ? answered.suggestions : null, loading: answered.q !== q };
}
