import type { ProductDetails } from '@nyansa/contract';
import { freeOfLabels, productConcernLabels, productTypeLabels, skinTypeLabels } from '@nyansa/contract';
import { Badge } from '@nyansa/ui';

/** The product's skin concerns, key ingredients with the full list, and how to use it. */
export function ProductAbout({ details }: { details: ProductDetails }) {
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-muted-foreground">
        {productTypeLabels[details.product_type]}
        {details.spf !== null ? ` · SPF ${details.spf}` : ''}
        {details.skin_types.length ? ` · For ${details.skin_types.map((type) => skinTypeLabels[type].toLowerCase()).join(', ')} skin` : ''}
      </p>
      {details.concerns.length ? (
        <section aria-labelledby="product-concerns" className="flex flex-col gap-2">
          <h2 id="product-concerns" className="font-display text-xl font-semibold">
            Skin concerns
          </h2>
          <ul className="flex flex-wrap gap-2">
            {details.concerns.map((concern) => (
              <li key={concern}>
                <Badge variant="outline">{productConcernLabels[concern]}</Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {details.key_ingredients.length || details.ingredients.length ? (
        <section aria-labelledby="product-ingredients" className="flex flex-col gap-2">
          <h2 id="product-ingredients" className="font-display text-xl font-semibold">
            Ingredients
          </h2>
          {details.key_ingredients.length ? <p>Key ingredients: {details.key_ingredients.join(', ')}</p> : null}
          {details.ingredients.length ? <p className="text-sm text-muted-foreground">{details.ingredients.join(', ')}</p> : null}
          {details.free_of.length ? <p className="text-sm">{details.free_of.map((flag) => freeOfLabels[flag]).join(' · ')}</p> : null}
        </section>
      ) : null}
      {details.how_to_use ? (
        <section aria-labelledby="product-how-to-use" className="flex flex-col gap-2">
          <h2 id="product-how-to-use" className="font-display text-xl font-semibold">
            How to use
          </h2>
          <p>{details.how_to_use}</p>
        </section>
      ) : null}
    </div>
  );
}
