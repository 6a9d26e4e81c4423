export const chatMessages = {
  failed: 'Failed to get response',
  botError: 'I apologize, but I encountered an error. Please try again.',
  loginForMore: 'Please log in to access all features.',
} as const;
