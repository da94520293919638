/**
 * The exact English texts the self-service profile API answers (field errors, 404 and 409
 * messages). The mock answers them word for word; the profile remote translates each one by its
 * key (`profile:api.<key>`) through the kit's API-error module.
 */
export const PROFILE_API_MESSAGES = {
  wrongPassword: 'The password is not correct',
  passwordNeeded: 'Enter your current password to change your e-mail',
  emailUsed: 'This email is already used',
  emailMismatch: 'Type your own e-mail address to confirm',
  samePassword: 'Choose a password you have not just used',
  noSetup: 'Start the set-up again: no secret is waiting for a code',
  alreadyOn: 'Two-step sign-in is already on',
  notOn: 'Two-step sign-in is off',
  sessionNotFound: 'Session not found',
  apiKeyNotFound: 'API key not found',
  notificationNotFound: 'Notification not found',
  accountNotFound: 'Account not found',
  sessionOnly: 'Sign in to do this: an API key may not manage the account',
  samePlan: 'This is already your plan',
  needsCard: 'Add a payment method before choosing a paid plan',
  cardNotFound: 'Payment method not found',
  connectionNotFound: 'Connection not found',
  lastSignIn:
    'This is your last way to sign in: connect another account or set a password before disconnecting it',
  imageTooLarge: 'The image must be at most 800 KB',
  imageType: 'Use a JPG, PNG or GIF image',
  phone: 'Enter a phone number of 7 to 20 digits, spaces or + ( ) - .',
  zip: 'This postal code does not fit the country',
  lowercase: 'Use at least one lowercase letter',
  uppercase: 'Use at least one uppercase letter',
  numberOrSymbol: 'Use at least one number or symbol',
  passwordsDiffer: 'The passwords do not match',
  codeDigits: 'The code has 6 digits',
  expiry: 'Enter a future expiry date as MM/YY',
  cardNumber: 'This card number is not valid',
  cvc: 'The security code has 3 or 4 digits',
  taxId: 'Enter 4 to 20 letters, digits, spaces, dots or dashes',
} as const;
