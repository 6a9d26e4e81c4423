import { useLocation } from 'react-router-dom';
import { wantsSearchFocus } from '../layout/navigation';
import { ProductCatalog } from './components/ProductCatalog';
import { usePageMeta } from '../seo';

export default function ProductsPage() {
  const location = useLocation();
  usePageMeta('Shop', 'Shop Nyansa skincare, body and lip products: search the catalog and add favorites to your cart.');
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-10">
      <div className="flex flex-col gap-2">
        <h1 className="font-display text-3xl font-semibold sm:text-4xl">Shop</h1>
        <p className="max-w-2xl text-muted-foreground">Skincare, body and lip care for every skin tone.</p>
      </div>
      <ProductCatalog inAddress focusSearch={wantsSearchFocus(location.state)} />
    </div>
  );
}
