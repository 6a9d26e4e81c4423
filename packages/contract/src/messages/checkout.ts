export const checkoutMessages = {
  failedRetry: 'Checkout failed. Please try again.',
  failed: 'Checkout failed',
  noPaymentUrl: 'No payment URL received',
  invalidResponse: 'Invalid checkout response',
  cartEmpty: 'Your cart is empty',
  orderLoadFailed: 'Could not load order details',
  paymentSuccess: 'Payment successful! Your order has been placed.',
  orderPlaced: 'Order placed successfully!',
  thankYou: 'Thank you for your order!',
} as const;
