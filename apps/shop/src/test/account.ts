import type { PackageType, Subscription } from '@nyansa/contract';
import { http, HttpResponse } from 'msw';
import { api } from '../api';
import { testUser } from './handlers';
import { server } from './server';

export const testPricing = {
  basic: { monthly: 0, yearly: 0 },
  premium: { monthly: 3.99, yearly: 43.09 },
  ai_analysis: { monthly: 29.99, yearly: 323.89 },
};

/** A subscription as GET /api/subscription/current sends it. */
export function testSubscription(packageType: PackageType, active = true): Subscription {
  return {
    subscription_id: 3,
    id: 3,
    package_type: packageType,
    billing_cycle: 'monthly',
    start_date: '2026-01-01T00:00:00.000Z',
    end_date: packageType === 'basic' ? null : '2026-02-01T00:00:00.000Z',
    is_active: active,
    status: active ? 'active' : 'inactive',
  };
}

/**
 * Stores a token and answers what the signed-in screens load (profile, plan, prices, analyses);
 * tests add or override handlers afterwards.
 */
export function signInAs(subscription: Subscription | null = null): void {
  localStorage.setItem('token', 'token-ama');
  // The api-client keeps the last cart 5 seconds in memory; each test starts with its own.
  api.caches.cart.clear();
  server.use(
    http.get('*/api/user/profile', () => HttpResponse.json({ success: true, data: testUser })),
    http.get('*/api/subscription/current', () => HttpResponse.json({ success: true, subscription })),
    http.get('*/api/subscription/pricing', () => HttpResponse.json({ success: true, data: testPricing })),
    http.get('*/api/ml/history', () => HttpResponse.json({ success: true, data: [] })),
  );
}
