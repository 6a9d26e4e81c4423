import { useLocation } from 'react-router-dom';
import { wantsSearchFocus } from '../layout/navigation';
import { catalogQueryText } from './catalogQuery';
import { CatalogControls, CatalogFilters, useCatalogQuery } from './components/CatalogControls';
import { ProductCatalog } from './components/ProductCatalog';
import { usePageMeta } from '../seo';

export default function ProductsPage() {
  const location = useLocation();
  const query = useCatalogQuery();
  usePageMeta('Shop', 'Shop Nyansa skincare, body and lip products: search the catalog and add favorites to your cart.');
  return (
    <div className="page-frame flex flex-col gap-8 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">Shop</h1>
        <p className="max-w-2xl text-muted-foreground">Skincare, body and lip care for every skin tone.</p>
      </div>
      <CatalogControls query={query} />
      <div className="grid gap-8 md:grid-cols-[14rem_minmax(0,1fr)]">
        <CatalogFilters query={query} />
        <ProductCatalog inAddress focusSearch={wantsSearchFocus(location.state)} filters={catalogQueryText(query)} />
      </div>
    </div>
  );
}
