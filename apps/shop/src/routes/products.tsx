import { useLocation } from 'react-router-dom';
import { wantsSearchFocus } from '../layout/navigation';
import { ProductCatalog } from '../products/ProductCatalog';
import { usePageMeta } from '../seo';

export default function ProductsPage() {
  const location = useLocation();
  usePageMeta('Shop', 'Shop Nyansa skincare, body and lip products: search the catalog and add favorites to your cart.');
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10">
      <ProductCatalog inAddress focusSearch={wantsSearchFocus(location.state)} />
    </div>
  );
}
