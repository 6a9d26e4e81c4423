// Every user-facing text of spec sections 5 and 8 (and the contract's server answers), in one place:
// one file per part of the shop, so a page's code carries only the texts it shows.
// The spec's texts are exact: change them only when the spec changes.
export { validationMessages } from './validation';
export { transportMessages } from './transport';
export { productMessages } from './products';
export { authMessages } from './auth';
export { verificationMessages } from './verification';
export { passwordMessages } from './password';
export { subscriptionMessages } from './subscriptions';
export { cartMessages } from './cart';
export { favoritesMessages } from './favorites';
export { checkoutMessages } from './checkout';
export { analysisMessages } from './analysis';
export { chatMessages } from './chat';
export { newsletterMessages } from './newsletter';
export { generalMessages } from './general';
