// Every user-facing text of spec sections 5 and 8 (and the contract's server answers), in one place.
// The spec's texts are exact: change them only when the spec changes.
// One module per area, so a page (and the first load) takes only the areas it shows.

export * from './validation';
export * from './transport';
export * from './product';
export * from './auth';
export * from './verification';
export * from './password';
export * from './subscription';
export * from './cart';
export * from './favorites';
export * from './checkout';
export * from './analysis';
export * from './chat';
export * from './newsletter';
export * from './back-office';
export * from './consultation';
export * from './general';
export * from './review';
export * from './privacy';
export * from './delivery';
export * from './stock';
export * from './fulfilment';
