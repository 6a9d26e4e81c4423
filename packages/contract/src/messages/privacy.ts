/** (beyond) The shopper's own data: export, account deletion, analysis photos. */
export const privacyMessages = {
  passwordRequired: 'Please enter your password',
  passwordIncorrect: 'The password is incorrect',
  accountDeleted: 'Your account was deleted',
  settingsSaved: 'Your privacy choice was saved',
  /** How a review reads once its author deleted the account. */
  formerCustomer: 'A former customer',
} as const;
