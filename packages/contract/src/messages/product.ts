export const productMessages = {
  timeout: 'Request timed out. Please try again.',
  serverError: 'Server error while fetching products',
  noResponse: 'No response from server. Please check your connection.',
  noData: 'No data received from server',
  detailFailed: 'Failed to load product details',
  notFound: 'Product not found',
} as const;
