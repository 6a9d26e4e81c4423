export const generalMessages = {
  notFound: 'Not found',
  bodyTooLarge: 'The request is too large',
  invalidInput: 'Invalid input',
  internal: 'Something went wrong on our side. Please try again.',
  unsupportedMediaType: 'Unsupported content type',
  rateLimited: 'Too many requests. Please slow down and try again shortly.',
} as const;
