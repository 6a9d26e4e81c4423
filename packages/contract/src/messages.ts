// Every user-facing text of spec sections 5 and 8 (and the contract's server answers), in one place.
// The spec's texts are exact: change them only when the spec changes.

export const validationMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please provide a valid email',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordFieldsRequired: 'All password fields are required',
  passwordsDoNotMatch: 'New passwords do not match',
  passwordMust: 'Password must:',
  imageRequired: 'Please select an image first',
  imageInvalid: 'Please select a valid image file',
  cartEmpty: 'Your cart is empty',
  checkoutFailed: 'Checkout failed',
  noPaymentUrl: 'No payment URL received',
  invalidCheckoutResponse: 'Invalid checkout response',
  loginFailed: 'Login failed',
} as const;

export const transportMessages = {
  timeout: 'Request timed out. The server took too long to respond.',
  noConnection:
    'Network error: Unable to connect to the server. Please check your internet connection and try again.',
  noResponse: 'An unexpected network error occurred. Please try again later.',
  queueTimeout: 'Request queue timeout',
  default: 'An error occurred',
} as const;

export const productMessages = {
  timeout: 'Request timed out. Please try again.',
  serverError: 'Server error while fetching products',
  noResponse: 'No response from server. Please check your connection.',
  noData: 'No data received from server',
  detailFailed: 'Failed to load product details',
  notFound: 'Product not found',
} as const;

export const authMessages = {
  failed: 'Authentication failed. Please try again.',
  loginSuccess: 'Login successful!',
  registrationSuccess: 'Registration successful! Please log in.',
  profileFailed: 'Failed to fetch user data',
  loggedOut: 'Logged out successfully',
  /** (beyond) Answer of POST /api/auth/logout-all and the dashboard's toast. */
  loggedOutEverywhere: 'Logged out of all devices',
  /** Server answer to POST /api/auth/register (contract). */
  registered: 'Registration successful! Please check your email to verify your account.',
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please verify your email before logging in',
  tooManyAttempts: 'Too many login attempts. Please try again in a minute.',
  authRequired: 'Please log in to continue',
  invalidToken: 'Your session is invalid or has expired. Please log in again.',
  forbidden: 'You do not have permission to do this',
  verificationSent: 'If an account with this email needs verification, we have sent a new link.',
  resetSent: 'If an account with this email exists, we have sent a password reset link.',
  resetInvalid: 'Invalid or expired password reset link',
  resetDone: 'Your password has been reset. You can now login.',
  profileUpdated: 'Profile updated',
  roleUpdated: 'Role updated',
  userNotFound: 'User not found',
} as const;

export const verificationMessages = {
  tokenMissing: 'Verification token is missing',
  success: 'Email verified successfully! You can now login.',
  failed: 'Verification failed',
  failedRetry: 'Verification failed. Please try again.',
  alreadyVerified: 'Email already verified',
  invalidToken: 'Invalid or expired verification token',
} as const;

export const passwordMessages = {
  failed: 'Failed to change password',
  failedCheckCurrent: 'Failed to change password. Please check your current password.',
  success: 'Password changed successfully',
  currentIncorrect: 'Current password is incorrect',
} as const;

export const subscriptionMessages = {
  verifyFailed: 'Failed to verify subscription. Please contact support.',
  unavailable: 'Unable to process subscription at this time',
  invalidPaymentResponse: 'Invalid payment response from server',
  initFailed: 'Failed to initialize subscription. Please try again.',
  basicActivated: 'Basic subscription activated',
  cancelFailed: 'Failed to cancel subscription',
  cancelled: 'Subscription cancelled successfully',
  activated: 'Subscription activated successfully! Enjoy your premium features.',
  amountMismatch: 'Amount does not match the plan price',
} as const;

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

export const favoritesMessages = {
  tooMany: 'You can keep at most 500 favorites',
  unknownProducts: 'Some favorites are not products of this shop',
} as const;

export const checkoutMessages = {
  failedRetry: 'Checkout failed. Please try again.',
  failed: 'Checkout failed',
  noPaymentUrl: 'No payment URL received',
  invalidResponse: 'Invalid checkout response',
  cartEmpty: 'Your cart is empty',
  orderLoadFailed: 'Could not load order details',
  paymentSuccess: 'Payment successful! Your order has been placed.',
  orderPlaced: 'Order placed successfully!',
  thankYou: 'Thank you for your order!',
} as const;

export const analysisMessages = {
  loginRequired: 'Please login to use skin analysis',
  upgradeRequired: 'Please upgrade to access AI skin analysis',
  failed: 'Failed to analyze skin. Please try again.',
  completed: 'Skin analysis completed!',
  botError: 'Sorry, I encountered an error while analyzing your skin. Please try again with a clearer image.',
  noFace: 'No face found. Please upload a clear, well-lit photo of your face.',
  unsupportedImage: 'Please upload a JPEG, PNG or WebP image',
  unreadableImage: 'This image could not be read. Please upload a JPEG, PNG or WebP photo.',
  tooLarge: 'The image must be at most 10 MB',
  /** (beyond) A picture whose header claims more pixels than any camera takes (a decompression bomb), refused before decoding. */
  tooManyPixels: 'The image must be at most 80 megapixels',
  badUpload: 'The upload could not be read. Please send one photo in field image.',
  foreignImageUrl: 'image_url must be a photo uploaded to this shop',
  photoNotFound: 'Photo not found',
  analysisNotFound: 'Analysis not found',
  deleted: 'Analysis deleted',
  badPhotoLink: 'This photo link is invalid or has expired',
} as const;

export const chatMessages = {
  failed: 'Failed to get response',
  botError: 'I apologize, but I encountered an error. Please try again.',
  loginForMore: 'Please log in to access all features.',
} as const;

export const newsletterMessages = {
  subscribed: 'Thanks for subscribing!',
} as const;

/** (beyond) The back office: products, orders, people and the audit log (contract, section "Back office"). */
export const backOfficeMessages = {
  productDeleted: 'Product deleted',
  productArchived: 'Product archived: it has left the shop and stays in past orders',
  productIsArchived: 'This product is archived and can no longer be changed',
  productRestored: 'Product restored: it is back in the shop',
  productNotArchived: 'This product is in the shop already',
  nothingToChange: 'Nothing to change',
  unknownBrand: 'Unknown brand',
  brandRequired: 'A brand_admin needs a brand_id',
  brandNameRequired: 'Brand name is required',
  brandNameTooLong: 'Brand name must be at most 80 characters',
  brandExists: 'A brand with this name already exists',
  brandCreated: 'Brand created',
  ownRole: 'You cannot change your own role',
  dateInvalid: 'Dates must be written as YYYY-MM-DD or as an ISO date and time',
  dateOrder: 'The start date must not be after the end date',
  badUpload: 'The upload could not be read. Please send the product fields and at most one image in field image.',
  imageNotFound: 'Image not found',
  unknownPicture: "Image URL must be a picture uploaded for this product or one of the shop's drawings",
} as const;

/** (beyond) What the AI + Dermatologist plan buys: a dermatologist's answer about one analysis within 24 hours. */
export const consultationMessages = {
  ask: 'Ask a dermatologist',
  sent: 'Your question was sent to a dermatologist. You will get an answer within 24 hours.',
  alreadyOpen: 'A dermatologist request is already open for this analysis',
  notFound: 'Consultation request not found',
  questionTooLong: 'The question must be at most 1000 characters',
  replyRequired: 'Please write a reply',
  replyTooLong: 'The reply must be at most 4000 characters',
  tooManyProducts: 'Suggest at most 6 products',
  unknownProducts: 'Some suggested products are not in the shop',
  claimed: 'Request claimed',
  released: 'Request released',
  replied: 'Reply sent',
  claimedByAnother: 'Another dermatologist has claimed this request',
  claimFirst: 'Claim this request before replying',
  notClaimedByYou: 'Only the dermatologist who claimed this request can release it',
  alreadyAnswered: 'This request has already been answered',
  ageRangeInvalid: 'Choose an age range from the list',
  skinTypeInvalid: 'Choose a skin type from the list',
  pregnancyInvalid: 'Choose a pregnancy or breastfeeding answer from the list',
  allergiesTooLong: 'Known allergies must be at most 500 characters',
  routineTooLong: 'The current routine must be at most 1000 characters',
  medicinesTooLong: 'Current medicines must be at most 500 characters',
  intakeInvalid: 'The intake answers are not valid',
} as const;

export const generalMessages = {
  notFound: 'Not found',
  bodyTooLarge: 'The request is too large',
  invalidInput: 'Invalid input',
  internal: 'Something went wrong on our side. Please try again.',
  unsupportedMediaType: 'Unsupported content type',
  rateLimited: 'Too many requests. Please slow down and try again shortly.',
} as const;

/** (beyond) Ratings and reviews. */
export const reviewMessages = {
  saved: 'Thank you for your review!',
  updated: 'Your review was updated',
  mustHaveBought: 'Only shoppers who bought this product can review it',
  ratingRequired: 'Please choose a rating',
  ratingRange: 'Rating must be a whole number from 1 to 5',
  tooLong: 'Review must be at most 2000 characters',
  notFound: 'Review not found',
  hidden: 'Review hidden',
  shown: 'Review shown again',
  reasonRequired: 'Please say why the review is hidden',
  reasonTooLong: 'The reason must be at most 500 characters',
  statusInvalid: 'Status must be hidden, visible or all',
} as const;

/** (beyond) The shopper's own data: export, account deletion, analysis photos. */
export const privacyMessages = {
  passwordRequired: 'Please enter your password',
  passwordIncorrect: 'The password is incorrect',
  accountDeleted: 'Your account was deleted',
  settingsSaved: 'Your privacy choice was saved',
  /** How a review reads once its author deleted the account. */
  formerCustomer: 'A former customer',
} as const;

/** (beyond) Addresses, delivery options and the cart's delivery (contract, "Delivery, stock and fulfilment"). */
export const deliveryMessages = {
  countryUnsupported: 'We deliver to Ghana, Nigeria, Kenya, South Africa and the United States',
  regionLabel: 'Region',
  phoneInvalid: (country: string) => `Enter a valid phone number for ${country}`,
  regionInvalid: (label: string, country: string) => `Choose a ${label.toLowerCase()} of ${country}`,
  digitalAddressInvalid: 'Enter the GhanaPost digital address as on the GPS app, e.g. GA-123-4567',
  digitalAddressGhanaOnly: 'A digital address is only used for addresses in Ghana',
  postalCodeRequired: 'Postal code is required',
  postalCodeGhana: 'Ghana uses the digital address instead of a postal code',
  postalCodeInvalid: (country: string, example: string) => `Enter a postal code of ${country}, e.g. ${example}`,
  addressNotFound: 'Address not found',
  addressSaved: 'Address saved',
  addressDeleted: 'Address deleted',
  tooManyAddresses: 'You can keep at most 20 addresses',
  optionRequired: 'Please choose a delivery option',
  optionNotFound: 'Delivery option not found',
  addressRequired: 'Please choose a delivery address',
  optionDoesNotServe: 'This delivery option does not deliver to that address',
  noDefaultPickup: 'No pickup point is available at the moment. Please choose a delivery option.',
  pickupPointRequired: 'A pickup option needs its pickup point',
  pickupPointOnlyForPickup: 'Only pickup options have a pickup point',
  defaultMustBePickup: 'Only a pickup point can be the default',
  defaultMustBeActive: 'The default pickup point must be active',
  defaultCannotLeave: 'Choose another default pickup point first',
  optionSaved: 'Delivery option saved',
  deliveryChosen: 'Delivery updated',
} as const;

/** (beyond) Stock: the shopper's messages are the contract's. */
export const stockMessages = {
  onlyLeft: (left: number, productName: string) => `Only ${left} left of ${productName}`,
  outOfStock: (productName: string) => `${productName} is out of stock`,
  inStock: 'In stock',
  outOfStockBadge: 'Out of stock',
  onlyLeftBadge: (left: number) => `Only ${left} left`,
} as const;

/** (beyond) Fulfilment, cancellations and refunds. */
export const fulfilmentMessages = {
  orderNotFound: 'Order not found',
  notPaid: 'Only a paid order can be fulfilled',
  notForward: (from: string, to: string) => `An order that is ${from} cannot be marked ${to}`,
  carrierRequired: 'Choose the carrier',
  trackingRequired: 'Enter the tracking number',
  trackingTooLong: 'The tracking number must be at most 60 characters',
  trackingInvalid: 'The tracking number may contain letters, digits, spaces and dashes only',
  noteTooLong: 'The note must be at most 500 characters',
  reasonRequired: 'Please give a reason',
  reasonTooLong: 'The reason must be at most 500 characters',
  amountInvalid: 'Refund amount must be more than 0',
  amountDecimals: 'Refund amount must have at most two decimals',
  amountTooHigh: (left: string) => `At most ${left} can still be refunded`,
  nothingLeft: 'This order has been refunded in full',
  restockItemsRequired: 'Choose the items to put back in stock',
  restockTooMany: (productName: string) => `More ${productName} than was bought (or already restocked)`,
  notInOrder: 'That product is not in this order',
  cannotCancelShipped: 'A shipped order cannot be cancelled; refund it instead',
  alreadyCancelled: 'This order is already cancelled',
  refundFailed: 'The payment provider refused the refund. Nothing was refunded.',
  updated: 'Order updated',
  cancelled: 'Order cancelled and refunded',
  refunded: 'Refund sent',
} as const;
