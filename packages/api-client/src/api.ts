import { cartMessages, planPrice, productMessages, productPageSize, round2, transportMessages, validationMessages } from '@nyansa/contract';
import type {
  ChangePasswordResponse,
  AnalysisHistoryResponse,
  AnalyzeResponse,
  BillingCycle,
  Cart,
  CartItem,
  ChatRequest,
  ChatResponse,
  CheckoutResponse,
  FavoritesResponse,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  OrderResponse,
  OrdersResponse,
  OrderStatusResponse,
  PackageType,
  Pagination,
  PaymentVerifyResponse,
  Pricing,
  ProductCreateRequest,
  ProductListResponse,
  ProductUpdateRequest,
  ProfileResponse,
  RegisterRequest,
  ResetPasswordRequest,
  Subscription,
  SubscriptionCancelResponse,
  SubscriptionCreateResponse,
  UpdateProfileRequest,
  productSorts,
} from '@nyansa/contract';
import type { Answer, AnswerName, ApiFailure, CheckedRequest, RequestName } from './answers';
import { productsQueryKey } from './cache';
import type { BrowserCaches } from './cache';
import { normalizeProduct } from './products';
import type { ShopProduct } from './products';
import { ApiError, createTransport } from './transport';
import type { HttpMethod, RequestOptions, Transport, TransportOptions } from './transport';

export type { ApiFailure };

export function isApiFailure(value: unknown): value is ApiFailure {
  return typeof value === 'object' && value !== null && (value as ApiFailure).success === false && typeof (value as ApiFailure).status === 'number';
}

/** For data hooks that want a thrown error: returns a success, throws an ApiError for a failure. */
export function unwrap<T>(result: T | ApiFailure): T {
  if (isApiFailure(result)) throw new ApiError(result.message, result.status, result.code ?? 'REQUEST_FAILED');
  return result;
}

export type ShopCartItem = Omit<CartItem, 'product'> & { product: ShopProduct };
export interface ShopCart {
  items: ShopCartItem[];
  cart_total: number;
}
export interface CartAnswer {
  success: true;
  data: ShopCart;
}
/** A failed cart fetch still carries an empty cart to show (spec section 8). */
export type CartLoadFailure = ApiFailure & { data: ShopCart };

export interface ProductPage {
  success: true;
  products: ShopProduct[];
  pagination: Pagination;
}
export interface ProductAnswer {
  success: true;
  product: ShopProduct;
}
export interface ProductQuery {
  page?: number;
  limit?: number;
  search?: string;
  sort?: (typeof productSorts)[number];
  order?: 'ASC' | 'DESC';
}

export type AnalyzeAnswer = Omit<AnalyzeResponse, 'products'> & { products?: ShopProduct[] };
export type ChatAnswer = Omit<ChatResponse, 'products'> & { products?: ShopProduct[] };
/** The checkout answer as read: the shop reports a missing payment_url or order_id itself. */
export type CheckoutAnswer = Partial<CheckoutResponse> & { success: boolean };

export interface SubscribeRequest {
  package_type: PackageType;
  email: string;
  billing_cycle?: BillingCycle;
  /** Dollars; defaults to the plan's price for the cycle. Sent with two decimals. */
  amount?: number;
}

export interface ApiOptions extends TransportOptions {
  /** A transport to share (one queue per page); built from the other options when absent. */
  transport?: Transport;
}

const emptyCart = (): ShopCart => ({ items: [], cart_total: 0 });

function normalizeCart(cart: Cart): ShopCart {
  return { items: cart.items.map((item) => ({ ...item, product: normalizeProduct(item.product) })), cart_total: cart.cart_total };
}

/** The schemas that read answers, fetched once with the first request that needs them (see answers.ts). */
function loadAnswers(): Promise<typeof import('./answers')> {
  return import('./answers').catch(() => {
    throw new ApiError(transportMessages.noResponse, 0, 'NO_RESPONSE');
  });
}

function refused(message: string): ApiFailure {
  return { success: false, message, code: 'INVALID_INPUT', status: 0 };
}

/** Maps a transport error of the product list to the products texts of spec section 8. */
function productListError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  switch (error.code) {
    case 'TIMEOUT':
    case 'QUEUE_TIMEOUT':
      return new ApiError(productMessages.timeout, error.status, error.code);
    case 'NO_CONNECTION':
    case 'NO_RESPONSE':
      return new ApiError(productMessages.noResponse, error.status, error.code);
    default:
      return error.status >= 500 ? new ApiError(productMessages.serverError, error.status, error.code) : error;
  }
}

function productPage(answer: ProductListResponse): ProductPage {
  return { success: true, products: answer.products.map(normalizeProduct), pagination: answer.pagination };
}

export function createApi(options: ApiOptions = {}) {
  const transport = options.transport ?? createTransport(options);
  const caches: BrowserCaches = transport.caches;

  /** Sends a request and reads the answer named `answer`; `invalidMessage` is shown when a 2xx answer does not match it. */
  async function call<N extends AnswerName>(
    method: HttpMethod,
    path: string,
    answer: N,
    { invalidMessage, ...request }: RequestOptions & { invalidMessage?: string } = {},
  ): Promise<Answer<N> | ApiFailure> {
    const [{ status, body }, { readAnswer }] = await Promise.all([transport.request(method, path, request), loadAnswers()]);
    // A rejected token is worth nothing; keeping it would bounce the shopper between login and cart.
    if (status === 401) caches.token.clear();
    return readAnswer(answer, status, body, invalidMessage);
  }

  /** The request as it will be sent, or the client's refusal in the contract's words. */
  async function check<N extends RequestName>(name: N, input: unknown, fallback: string): Promise<CheckedRequest<N> | ApiFailure> {
    const checked = (await loadAnswers()).checkRequest(name, input);
    return checked.ok ? checked.request : refused(checked.message ?? fallback);
  }

  const id = (value: number | string) => encodeURIComponent(String(value));

  const auth = {
    register: (body: RegisterRequest): Promise<MessageResponse | ApiFailure> =>
      call('POST', '/api/auth/register', 'message', { body }),
    verifyEmail: (token: string): Promise<MessageResponse | ApiFailure> =>
      call('GET', `/api/auth/verify-email/${encodeURIComponent(token)}`, 'message'),
    /** Stores the token on success, so the next requests are signed in. */
    async login(body: LoginRequest): Promise<LoginResponse | ApiFailure> {
      const answer = await call('POST', '/api/auth/login', 'login', { body });
      if (answer.success) {
        caches.token.set(answer.data.token);
        caches.cart.clear();
        caches.cartSync.reset();
      }
      return answer;
    },
    logout(): void {
      caches.token.clear();
      caches.cart.clear();
      caches.cartSync.reset();
    },
    isSignedIn: (): boolean => caches.token.get() !== null,
    resendVerification: (email: string): Promise<MessageResponse | ApiFailure> =>
      call('POST', '/api/auth/resend-verification', 'message', { body: { email } }),
    forgotPassword: (email: string): Promise<MessageResponse | ApiFailure> =>
      call('POST', '/api/auth/forgot-password', 'message', { body: { email } }),
    resetPassword: (body: ResetPasswordRequest): Promise<MessageResponse | ApiFailure> =>
      call('POST', '/api/auth/reset-password', 'message', { body }),
  };

  const user = {
    profile: (): Promise<ProfileResponse | ApiFailure> => call('GET', '/api/user/profile', 'profile'),
    updateProfile: (body: UpdateProfileRequest): Promise<ProfileResponse | ApiFailure> =>
      call('PUT', '/api/user/profile', 'profile', { body }),
    /** The change signs other sessions out; this one stores the new token it gets. */
    async changePassword(body: { currentPassword: string; newPassword: string }): Promise<ChangePasswordResponse | ApiFailure> {
      const answer = await call('PUT', '/api/user/profile/password', 'changePassword', {
        body: { currentPassword: body.currentPassword, newPassword: body.newPassword },
      });
      if (answer.success) caches.token.set(answer.data.token);
      return answer;
    },
  };

  const favorites = {
    /** Signed out, the favorites kept in this browser; signed in, the account's, mirrored here. */
    async load(): Promise<FavoritesResponse | ApiFailure> {
      if (!caches.token.get()) return { success: true, data: { favorites: caches.favorites.get() } };
      const answer = await call('GET', '/api/user/favorites', 'favorites');
      if (answer.success) caches.favorites.set(answer.data.favorites);
      return answer;
    },
    /** Keeps the list in this browser first, so a failed save loses nothing. */
    async save(ids: readonly number[]): Promise<FavoritesResponse | ApiFailure> {
      const list = [...new Set(ids.map(Number))];
      if (list.some((value) => !Number.isInteger(value) || value <= 0)) return refused('Favorites must be a list of product ids');
      caches.favorites.set(list);
      if (!caches.token.get()) return { success: true, data: { favorites: list } };
      const answer = await call('PUT', '/api/user/favorites', 'favorites', { body: { favorites: list } });
      if (answer.success) caches.favorites.set(answer.data.favorites);
      return answer;
    },
  };

  const products = {
    /** One page of products, kept per query in browser storage for 5 minutes unless `fresh`. */
    async list(query: ProductQuery = {}, { fresh = false }: { fresh?: boolean } = {}): Promise<ProductPage | ApiFailure> {
      const params = {
        page: query.page ?? 1,
        limit: query.limit ?? productPageSize,
        search: (query.search ?? '').trim(),
        sort: query.sort ?? 'created_at',
        order: query.order ?? 'DESC',
      };
      const key = productsQueryKey(params);
      const cached = fresh ? null : await caches.products.get(key);
      if (cached) return productPage(cached);
      let answer;
      try {
        answer = await call('GET', '/api/products', 'productList', {
          query: { ...params, search: params.search || undefined },
          invalidMessage: productMessages.noData,
        });
      } catch (error) {
        throw productListError(error);
      }
      if (!answer.success) return answer;
      caches.products.set(key, answer);
      return productPage(answer);
    },
    /** One product; a missing one answers with the server's 'Product not found'. */
    async get(productId: number | string): Promise<ProductAnswer | ApiFailure> {
      let answer;
      try {
        answer = await call('GET', `/api/products/${id(productId)}`, 'product', { invalidMessage: productMessages.detailFailed });
      } catch (error) {
        if (error instanceof ApiError) throw new ApiError(productMessages.detailFailed, error.status, error.code);
        throw error;
      }
      return answer.success ? { success: true, product: normalizeProduct(answer.product) } : answer;
    },
    async create(body: ProductCreateRequest): Promise<ProductAnswer | ApiFailure> {
      const answer = await call('POST', '/api/products', 'product', { body });
      if (!answer.success) return answer;
      caches.products.clearAll();
      return { success: true, product: normalizeProduct(answer.product) };
    },
    async update(productId: number | string, body: ProductUpdateRequest): Promise<ProductAnswer | ApiFailure> {
      const answer = await call('PUT', `/api/products/${id(productId)}`, 'product', { body });
      if (!answer.success) return answer;
      caches.products.clearAll();
      return { success: true, product: normalizeProduct(answer.product) };
    },
    async remove(productId: number | string): Promise<MessageResponse | ApiFailure> {
      const answer = await call('DELETE', `/api/products/${id(productId)}`, 'productDelete');
      if (answer.success) caches.products.clearAll();
      return answer;
    },
  };

  const cart = {
    /**
     * The cart; empty without a token (no request). Reuses the cart seen in the last 5 seconds
     * unless `force`. A failed fetch answers with 'Failed to load cart items' and an empty cart.
     */
    async get({ force = false }: { force?: boolean } = {}): Promise<CartAnswer | CartLoadFailure> {
      if (!caches.token.get()) {
        caches.cart.clear();
        return { success: true, data: emptyCart() };
      }
      const cached = force ? null : caches.cart.get();
      if (cached) return { success: true, data: normalizeCart(cached) };
      let answer;
      try {
        answer = await call('GET', '/api/cart', 'cart');
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return { success: false, message: cartMessages.loadFailed, code: error.code, status: error.status, data: emptyCart() };
      }
      if (!answer.success) return { ...answer, message: cartMessages.loadFailed, data: emptyCart() };
      caches.cart.set(answer.data);
      return { success: true, data: normalizeCart(answer.data) };
    },
    /** Re-syncs the cart at most once per 5 seconds unless forced; null when throttled. */
    async sync({ force = false }: { force?: boolean } = {}): Promise<CartAnswer | CartLoadFailure | null> {
      if (!caches.cartSync.shouldSync(force)) return null;
      return cart.get({ force: true });
    },
    /** Sends numeric product_id and quantity (default 1); answers with the updated cart. */
    async add(productId: number | string, quantity: number | string = 1): Promise<CartAnswer | ApiFailure> {
      const body = await check('cartAdd', { product_id: Number(productId), quantity: Number(quantity) }, cartMessages.addFailed);
      if (isApiFailure(body)) return body;
      const answer = await call('POST', '/api/cart/add', 'cart', { body });
      if (!answer.success) return answer;
      caches.cart.set(answer.data);
      return { success: true, data: normalizeCart(answer.data) };
    },
    /** Sets a line's quantity (1..99). */
    async update(itemId: number, change: { quantity: number | string; product_id?: number | string }): Promise<CartAnswer | MessageResponse | ApiFailure> {
      const body = await check(
        'cartUpdate',
        { quantity: Number(change.quantity), product_id: change.product_id === undefined ? undefined : Number(change.product_id) },
        cartMessages.updateFailed,
      );
      if (isApiFailure(body)) return body;
      const answer = await call('PUT', `/api/cart/${id(itemId)}`, 'cartUpdate', { body });
      if (!answer.success) return answer;
      caches.cart.clear();
      if ('data' in answer) {
        caches.cart.set(answer.data);
        return { success: true, data: normalizeCart(answer.data) };
      }
      return answer;
    },
    async remove(itemId: number): Promise<MessageResponse | ApiFailure> {
      const answer = await call('DELETE', `/api/cart/${id(itemId)}`, 'cartRemove');
      if (answer.success) caches.cart.clear();
      return answer;
    },
    /** Creates the order; with a payment URL, remembers it as the pending checkout. */
    async checkout(): Promise<CheckoutAnswer | ApiFailure> {
      const answer = await call('POST', '/api/cart/checkout', 'checkout');
      if (answer.success && answer.payment_url && answer.order_id !== undefined) {
        caches.pendingCheckout.set({ order_id: answer.order_id, total_amount: answer.total_amount ?? 0 });
        caches.cart.clear();
      }
      return answer;
    },
  };

  const orders = {
    list: (): Promise<OrdersResponse | ApiFailure> => call('GET', '/api/orders', 'orders'),
    get: (orderId: number | string): Promise<OrderResponse | ApiFailure> => call('GET', `/api/orders/${id(orderId)}`, 'order'),
    status: (orderId: number | string): Promise<OrderStatusResponse | ApiFailure> =>
      call('GET', `/api/orders/${id(orderId)}/status`, 'orderStatus'),
  };

  const subscription = {
    /** The current subscription; null when there is none or it could not be read (spec section 7). */
    async current(): Promise<Subscription | null> {
      try {
        const answer = await call('GET', '/api/subscription/current', 'currentSubscription');
        return answer.success ? answer.subscription : null;
      } catch (error) {
        if (error instanceof ApiError) return null;
        throw error;
      }
    },
    /** Basic answers with the subscription; paid plans with a payment URL. */
    create(request: SubscribeRequest): Promise<SubscriptionCreateResponse | ApiFailure> {
      const billingCycle = request.billing_cycle ?? 'monthly';
      const amount = round2(request.amount ?? planPrice(request.package_type, billingCycle));
      return call('POST', '/api/subscription/create', 'subscriptionCreate', {
        body: { package_type: request.package_type, email: request.email, amount, billing_cycle: billingCycle },
      });
    },
    cancel: (): Promise<SubscriptionCancelResponse | ApiFailure> =>
      call('POST', '/api/subscription/cancel', 'subscriptionCancel'),
    /** Prices per plan, kept in browser storage for an hour. */
    async pricing(): Promise<{ success: true; data: Pricing } | ApiFailure> {
      const cached = await caches.subscriptionPricing.get();
      if (cached) return { success: true, data: cached };
      const answer = await call('GET', '/api/subscription/pricing', 'pricing');
      if (answer.success) caches.subscriptionPricing.set(answer.data);
      return answer;
    },
  };

  const payments = {
    verify: (reference: string): Promise<PaymentVerifyResponse | ApiFailure> =>
      call('GET', `/api/payments/verify/${encodeURIComponent(reference)}`, 'paymentVerify'),
  };

  const ml = {
    /** Analyses a photo (a file from the picker) or an image already uploaded here. */
    async analyze(input: Blob | { image_url: string }): Promise<AnalyzeAnswer | ApiFailure> {
      const form = new FormData();
      if (input instanceof Blob) {
        if (input.type && !input.type.startsWith('image/')) return refused(validationMessages.imageInvalid);
        form.set('image', input, input instanceof File ? input.name : 'photo');
      } else {
        form.set('image_url', input.image_url);
      }
      const answer = await call('POST', '/api/ml/analyze', 'analyze', { body: form });
      if (isApiFailure(answer)) return answer;
      const { products: found, ...rest } = answer;
      return found ? { ...rest, products: found.map(normalizeProduct) } : rest;
    },
    history: (): Promise<AnalysisHistoryResponse | ApiFailure> => call('GET', '/api/ml/history', 'analysisHistory'),
    deleteHistory: (analysisId: number): Promise<MessageResponse | ApiFailure> =>
      call('DELETE', `/api/ml/history/${id(analysisId)}`, 'message'),
  };

  const chat = {
    async send(request: ChatRequest): Promise<ChatAnswer | ApiFailure> {
      const body = request.imageUrl ? { message: request.message, imageUrl: request.imageUrl } : { message: request.message };
      const answer = await call('POST', '/api/chatbot/message', 'chat', { body });
      if (isApiFailure(answer)) return answer;
      const { products: found, ...rest } = answer;
      return found ? { ...rest, products: found.map(normalizeProduct) } : rest;
    },
  };

  const newsletter = {
    subscribe: (email: string): Promise<MessageResponse | ApiFailure> =>
      call('POST', '/api/newsletter', 'message', { body: { email } }),
  };

  return { auth, user, favorites, products, cart, orders, subscription, payments, ml, chat, newsletter, caches, transport };
}

export type Api = ReturnType<typeof createApi>;
