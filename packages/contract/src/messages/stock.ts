/** (beyond) Stock: the shopper's messages are the contract's. */
export const stockMessages = {
  onlyLeft: (left: number, productName: string) => `Only ${left} left of ${productName}`,
  outOfStock: (productName: string) => `${productName} is out of stock`,
  inStock: 'In stock',
  outOfStockBadge: 'Out of stock',
  onlyLeftBadge: (left: number) => `Only ${left} left`,
} as const;
