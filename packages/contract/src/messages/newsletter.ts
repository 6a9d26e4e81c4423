export const newsletterMessages = {
  subscribed: 'Thanks for subscribing!',
} as const;
