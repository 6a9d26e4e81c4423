export { createApi, isApiFailure, unwrap } from './api';
export type {
  AnalyzeAnswer,
  Api,
  ApiFailure,
  ApiOptions,
  CartAnswer,
  CartLoadFailure,
  ChatAnswer,
  CheckoutAnswer,
  ProductAnswer,
  ProductPage,
  ProductQuery,
  ShopCart,
  ShopCartItem,
  SubscribeRequest,
} from './api';
export { cacheDurations, createCaches, productsQueryKey, storageKeys } from './cache';
export type { BrowserCaches, CacheOptions, PendingCheckout, TimedEntry } from './cache';
export { normalizeProduct, sampleProducts } from './products';
export type { ShopProduct } from './products';
export { browserStorage, createMemoryStorage, systemClock } from './platform';
export type { Clock, KeyValueStorage, TimerHandle } from './platform';
export { ApiError, createTransport, LOGIN_PATH, loginRedirectPath, TOKEN_KEY, transportDefaults } from './transport';
export type {
  FetchLike,
  HttpMethod,
  RequestOptions,
  Transport,
  TransportErrorCode,
  TransportOptions,
  TransportResponse,
} from './transport';
