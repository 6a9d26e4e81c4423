export const transportMessages = {
  timeout: 'Request timed out. The server took too long to respond.',
  noConnection:
    'Network error: Unable to connect to the server. Please check your internet connection and try again.',
  noResponse: 'An unexpected network error occurred. Please try again later.',
  queueTimeout: 'Request queue timeout',
  default: 'An error occurred',
} as const;
