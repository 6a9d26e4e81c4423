import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { api } from '../api';
import { clearImageCache } from '../products/productImages';
import { toast } from '../toast/toastStore';
import { layoutHandlers } from './handlers';
import { server } from './server';

// The api-client spaces requests 100 ms apart (spec section 9), so pages need more than 1 s.
configure({ asyncUtilTimeout: 4000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.use(...layoutHandlers));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  toast.clear();
  // The one api-client lives for the whole file: each test starts without the last cart.
  api.caches.cart.clear();
  api.caches.cartSync.reset();
  clearImageCache();
  localStorage.clear();
  sessionStorage.clear();
});
afterAll(() => server.close());
