export const verificationMessages = {
  tokenMissing: 'Verification token is missing',
  success: 'Email verified successfully! You can now login.',
  failed: 'Verification failed',
  failedRetry: 'Verification failed. Please try again.',
  alreadyVerified: 'Email already verified',
  invalidToken: 'Invalid or expired verification token',
} as const;
