export const subscriptionMessages = {
  verifyFailed: 'Failed to verify subscription. Please contact support.',
  unavailable: 'Unable to process subscription at this time',
  invalidPaymentResponse: 'Invalid payment response from server',
  initFailed: 'Failed to initialize subscription. Please try again.',
  basicActivated: 'Basic subscription activated',
  cancelFailed: 'Failed to cancel subscription',
  cancelled: 'Subscription cancelled successfully',
  activated: 'Subscription activated successfully! Enjoy your premium features.',
  amountMismatch: 'Amount does not match the plan price',
} as const;
