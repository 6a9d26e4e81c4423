// Reads what crosses the wire, and what the client kept in browser storage, with the contract's
// zod schemas. The client loads this module with its first request instead of with the page:
// zod and the schemas are about 12 kB gzip that a page rendered by the server never needs.
import {
  addressesResponseSchema,
  addressResponseSchema,
  adminOrdersResponseSchema,
  cartDeliveryResponseSchema,
  deliveryOptionsResponseSchema,
  fulfilmentOrderResponseSchema,
  fulfilmentQueueResponseSchema,
  packingSlipResponseSchema,
  staffDeliveryOptionResponseSchema,
  staffDeliveryOptionsResponseSchema,
  adminOverviewResponseSchema,
  adminUserResponseSchema,
  adminUsersResponseSchema,
  analysisDetailResponseSchema,
  analysisHistoryResponseSchema,
  auditResponseSchema,
  brandResponseSchema,
  brandsResponseSchema,
  analyzeResultResponseSchema,
  cartAddRequestSchema,
  cartRemoveResponseSchema,
  cartResponseSchema,
  cartUpdateRequestSchema,
  changePasswordResponseSchema,
  chatResponseSchema,
  checkoutResponseSchema,
  clinicAnsweredResponseSchema,
  clinicItemResponseSchema,
  clinicQueueResponseSchema,
  clinicReplyResponseSchema,
  clinicRequestResponseSchema,
  consultationResponseSchema,
  consultationsResponseSchema,
  currentSubscriptionResponseSchema,
  errorBodySchema,
  favoritesResponseSchema,
  loginResponseSchema,
  logoutResponseSchema,
  messageResponseSchema,
  orderResponseSchema,
  ordersResponseSchema,
  orderStatusResponseSchema,
  paymentVerifyResponseSchema,
  pricingResponseSchema,
  pricingSchema,
  productDeleteResponseSchema,
  productListResponseSchema,
  productResponseSchema,
  productSuggestResponseSchema,
  profileResponseSchema,
  ownReviewResponseSchema,
  relatedProductsResponseSchema,
  reviewListResponseSchema,
  reviewResponseSchema,
  staffProductResponseSchema,
  staffProductRestoreResponseSchema,
  adminReviewsResponseSchema,
  staffProductsResponseSchema,
  subscriptionCancelResponseSchema,
  subscriptionCreateResponseSchema,
  transportMessages,
  privacySettingsResponseSchema,
} from '@nyansa/contract';
import * as z from 'zod/mini';
import { ApiError } from './errors';

/** The answer of each call, by name. */
const answerSchemas = {
  message: messageResponseSchema,
  /** A downloaded file (the data export's zip). */
  file: z.instanceof(Blob),
  privacySettings: privacySettingsResponseSchema,
  login: loginResponseSchema,
  logout: logoutResponseSchema,
  profile: profileResponseSchema,
  changePassword: changePasswordResponseSchema,
  favorites: favoritesResponseSchema,
  productList: productListResponseSchema,
  product: productResponseSchema,
  productDelete: productDeleteResponseSchema,
  relatedProducts: relatedProductsResponseSchema,
  productSuggestions: productSuggestResponseSchema,
  reviews: reviewListResponseSchema,
  ownReview: ownReviewResponseSchema,
  review: reviewResponseSchema,
  cart: cartResponseSchema,
  cartUpdate: z.union([cartResponseSchema, messageResponseSchema]),
  cartRemove: cartRemoveResponseSchema,
  // The shop reports a missing payment_url or order_id itself.
  checkout: z.partial(checkoutResponseSchema, { message: true, payment_url: true, order_id: true, total_amount: true }),
  orders: ordersResponseSchema,
  order: orderResponseSchema,
  orderStatus: orderStatusResponseSchema,
  currentSubscription: currentSubscriptionResponseSchema,
  subscriptionCreate: subscriptionCreateResponseSchema,
  subscriptionCancel: subscriptionCancelResponseSchema,
  pricing: pricingResponseSchema,
  paymentVerify: paymentVerifyResponseSchema,
  analyze: analyzeResultResponseSchema,
  analysisHistory: analysisHistoryResponseSchema,
  analysisDetail: analysisDetailResponseSchema,
  chat: chatResponseSchema,
  staffProduct: staffProductResponseSchema,
  staffProducts: staffProductsResponseSchema,
  staffProductRestore: staffProductRestoreResponseSchema,
  adminReviews: adminReviewsResponseSchema,
  adminOverview: adminOverviewResponseSchema,
  adminOrders: adminOrdersResponseSchema,
  adminUsers: adminUsersResponseSchema,
  adminUser: adminUserResponseSchema,
  brands: brandsResponseSchema,
  brand: brandResponseSchema,
  audit: auditResponseSchema,
  consultation: consultationResponseSchema,
  consultations: consultationsResponseSchema,
  clinicQueue: clinicQueueResponseSchema,
  clinicItem: clinicItemResponseSchema,
  clinicReply: clinicReplyResponseSchema,
  clinicRequest: clinicRequestResponseSchema,
  clinicAnswered: clinicAnsweredResponseSchema,
  addresses: addressesResponseSchema,
  address: addressResponseSchema,
  deliveryOptions: deliveryOptionsResponseSchema,
  cartDelivery: cartDeliveryResponseSchema,
  fulfilmentQueue: fulfilmentQueueResponseSchema,
  fulfilmentOrder: fulfilmentOrderResponseSchema,
  packingSlip: packingSlipResponseSchema,
  staffDeliveryOptions: staffDeliveryOptionsResponseSchema,
  staffDeliveryOption: staffDeliveryOptionResponseSchema,
};
export type AnswerName = keyof typeof answerSchemas;
/** The answer of a call that succeeded: a failure never comes back as an answer, it throws. */
export type Answer<N extends AnswerName> = z.infer<(typeof answerSchemas)[N]> & { success: true };

/** What the client keeps in browser storage, by name (spec section 9). */
const storedSchemas = { productList: productListResponseSchema, pricing: pricingSchema };
export type StoredName = keyof typeof storedSchemas;
export type Stored<N extends StoredName> = z.infer<(typeof storedSchemas)[N]>;

/** Requests the client checks before sending them. */
const requestSchemas = { cartAdd: cartAddRequestSchema, cartUpdate: cartUpdateRequestSchema };
export type RequestName = keyof typeof requestSchemas;
export type CheckedRequest<N extends RequestName> = z.infer<(typeof requestSchemas)[N]>;

// Lenient on purpose: any failure body with a readable text reaches the shopper.
const failureBodySchema = z.extend(z.partial(errorBodySchema, { code: true, message: true }), { error: z.optional(z.string()) });

function failure(status: number, body: unknown): ApiError {
  const parsed = failureBodySchema.safeParse(body);
  if (!parsed.success) return new ApiError(transportMessages.default, status, 'REQUEST_FAILED');
  const { error, message, code, errors } = parsed.data;
  return new ApiError(message || error || transportMessages.default, status, code ?? 'REQUEST_FAILED', errors);
}

/**
 * Reads an answer with its contract schema. A refusal (an answer below 500 that is not a success,
 * or a body with success false) throws an ApiError with the server's reason; a 2xx that does not
 * match the schema is the server's fault and throws `invalidMessage`.
 */
export function readAnswer<N extends AnswerName>(name: N, status: number, body: unknown, invalidMessage: string = transportMessages.default): Answer<N> {
  const isSuccessStatus = status >= 200 && status < 300;
  if (!isSuccessStatus || (typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false)) {
    throw failure(status, body);
  }
  const parsed = (answerSchemas[name] as z.ZodMiniType).safeParse(body);
  if (!parsed.success) throw new ApiError(invalidMessage, status, 'INVALID_RESPONSE');
  return parsed.data as Answer<N>;
}

/** A value read back from browser storage, or null when it is not (or no longer) what was stored. */
export function readStored<N extends StoredName>(name: N, value: unknown): Stored<N> | null {
  const parsed = (storedSchemas[name] as z.ZodMiniType).safeParse(value);
  return parsed.success ? (parsed.data as Stored<N>) : null;
}

/** A request as it will be sent, or the first problem with it in the contract's words. */
export function checkRequest<N extends RequestName>(name: N, input: unknown): { ok: true; request: CheckedRequest<N> } | { ok: false; message: string | undefined } {
  const parsed = (requestSchemas[name] as z.ZodMiniType).safeParse(input);
  return parsed.success ? { ok: true, request: parsed.data as CheckedRequest<N> } : { ok: false, message: parsed.error.issues[0]?.message };
}
