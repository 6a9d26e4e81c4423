export const cartMessages = {
  addFailed: 'Failed to add item to cart',
  loginToAdd: 'Please login to add items to cart',
  loadFailed: 'Failed to load cart items',
  updateFailed: 'Failed to update quantity',
  removeFailed: 'Failed to remove item',
  updated: 'Cart updated',
  removed: 'Item removed from cart',
  favoriteRemoved: 'Removed from favorites',
  quantityRange: 'Quantity must be between 1 and 99',
  itemNotFound: 'Cart item not found',
} as const;
