import type { Product } from '@nyansa/contract';
import { http, HttpResponse } from 'msw';

/** A product as the API sends it. */
export function apiProduct(id: number, name: string, price = 9.99): Product {
  return {
    product_id: id,
    product_name: name,
    price,
    description: `${name} description`,
    image_url: `/images/products/p${id}.webp`,
    brand_id: null,
    category: 'skincare',
    created_at: '2026-01-01T00:00:00.000Z',
    details: null,
    rating_average: null,
    rating_count: 0,
  };
}

export const emptyCart = { success: true, data: { items: [], cart_total: 0 } };

/** What every page loads around itself: the navigation's cart and favorites, the chat's plan and history. */
export const layoutHandlers = [
  http.get('*/api/cart', () => HttpResponse.json(emptyCart)),
  http.get('*/api/user/profile', () => HttpResponse.json({ success: true, data: testUser })),
  http.get('*/api/user/favorites', () => HttpResponse.json({ success: true, data: { favorites: [] } })),
  http.get('*/api/user/addresses', () => HttpResponse.json({ success: true, data: [] })),
  http.get('*/api/delivery/options', () => HttpResponse.json({ success: true, data: [] })),
  http.get('*/api/subscription/current', () => HttpResponse.json({ success: true, subscription: null })),
  http.get('*/api/subscription/pricing', () =>
    HttpResponse.json({
      success: true,
      data: { basic: { monthly: 0, yearly: 0 }, premium: { monthly: 3.99, yearly: 43.09 }, ai_analysis: { monthly: 29.99, yearly: 323.89 } },
    }),
  ),
  http.get('*/api/ml/history', () => HttpResponse.json({ success: true, data: [] })),
  http.get('*/api/consultations', () => HttpResponse.json({ success: true, data: [] })),
  // The Skin Analysis page's photo choice.
  http.get('*/api/user/privacy', () => HttpResponse.json({ success: true, data: { keep_analysis_photos: true, photo_retention_days: 180 } })),
  // The search box's suggestions: none unless a test says otherwise.
  http.get('*/api/products/suggest', () => HttpResponse.json({ success: true, products: [], categories: [] })),
  // A product page's "You may also like" and reviews.
  http.get('*/api/products/:id/related', () => HttpResponse.json({ success: true, products: [] })),
  http.get('*/api/products/:id/reviews/mine', () => HttpResponse.json({ success: true, review: null, can_review: false })),
  http.get('*/api/products/:id/reviews', () =>
    HttpResponse.json({ success: true, reviews: [], pagination: { page: 1, limit: 5, total: 0, total_pages: 0, has_more: false }, rating_average: null, rating_count: 0 }),
  ),
];

export function productList(products: Product[], page = 1, totalPages = 1) {
  return {
    success: true,
    products,
    pagination: { page, limit: 12, total: products.length, total_pages: totalPages, has_more: page < totalPages },
  };
}

export const testUser = {
  id: 7,
  email: 'ama@example.com',
  first_name: 'Ama',
  last_name: 'Mensah',
  avatar: null,
  role: 'consumer' as const,
  requested_role: 'consumer' as const,
  email_verified: true,
};

export function loginAnswer(token = 'token-ama') {
  return { success: true, message: 'Login successful!', data: { token, user: testUser } };
}

/** The count badge of a navigation icon button ('Cart', 'Favorites'); null when none is shown. */
export function navBadge(label: 'Cart' | 'Favorites'): string | null {
  const header = document.querySelector('[data-slot="navbar"]');
  const button = [...(header?.querySelectorAll('button') ?? [])].find((item) => item.getAttribute('title') === label);
  if (!button) throw new Error(`No ${label} button in the navigation`);
  return button.querySelector('[data-slot="icon-button-count"]')?.textContent ?? null;
}
