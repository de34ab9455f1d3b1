import { SESSION_EXPIRED_MESSAGE } from 'shared';
import type { Translation } from '../../../lib/texts';

/** The sign-in page: e-mail and password. */
export const loginEn = {
  title: 'Log in',
  email: 'E-mail',
  password: 'Password',
  submit: 'Log in',
  submitting: 'Logging in…',
  forgot: 'Forgot password?',
  noAccount: 'New here?',
  signup: 'Create an account',
  required: 'Enter your e-mail and password.',
  loginFailed: 'Login failed',
  // The spec's English words; the store keeps them, the page shows its language's.
  sessionExpired: SESSION_EXPIRED_MESSAGE,
};

/** The sign-up page: the account's fields, their hints and their errors. */
export const signupEn = {
  title: 'Sign up',
  intro: 'Create your account to take quizzes and track your results.',
  email: 'E-mail',
  password: 'Password',
  passwordHint: '8 to 128 characters.',
  username: 'Username',
  phoneNumber: 'Phone number',
  address: 'Address',
  pinCode: 'PIN / postal code',
  pinHintIndia: 'Six digits.',
  country: 'Country',
  chooseCountry: 'Choose your country',
  linkedIn: 'LinkedIn profile (optional)',
  interest: 'Interested in',
  chooseInterest: 'Choose a course area',
  submit: 'Create account',
  submitting: 'Creating account…',
  haveAccount: 'Already have an account?',
  login: 'Log in',
  fixErrors: 'Please correct the highlighted fields.',
  signupFailed: 'Signup failed',
  registered: 'Your account has been created. Please log in.',
  errRequired: 'This field is required.',
  errEmail: 'Enter a valid e-mail address.',
  errPasswordShort: 'Password must be at least 8 characters long',
  errPasswordLong: 'Password must be at most 128 characters long',
  errUsername: 'Use 3 to 40 letters, digits, spaces, dots, dashes or underscores.',
  errPhone: 'Enter a valid phone number.',
  errPinIndia: 'Enter a 6-digit Indian PIN code.',
  errPin: 'Use letters, digits, spaces or dashes (at most 12).',
  errLinkedIn: 'Enter a LinkedIn profile address (https://www.linkedin.com/in/…).',
  errCharacters: 'Remove < and > and any invisible or control characters.',
  errTooLong: 'This is too long.',
  // Labels of the choices; the values sent stay the English ones.
  countryOther: 'Other',
  interestUnity: 'Unity game development',
  interestTally: 'Tally accounting',
  interestMicrosoft: 'Microsoft training',
  interestWeb: 'Web development',
  interestInternship: 'Internship',
};

/** The password reset: the e-mailed code, then the new password. */
export const forgotEn = {
  title: 'Forgot password',
  intro: 'Enter your e-mail address and we will send you a 6-digit code to reset your password.',
  email: 'E-mail',
  sendCode: 'Send code',
  resendCode: 'Send a new code',
  codeLabel: 'Enter the 6-digit code from your e-mail',
  verify: 'Verify code',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  reset: 'Reset password',
  backToLogin: 'Back to log in',
  // Validation messages.
  emailRequired: 'Email is required',
  otpRequired: 'Please enter the OTP',
  mismatch: 'Passwords do not match',
  tooShort: 'Password must be at least 8 characters long',
  // The screen's fallbacks when the server gives no message.
  sendFailed: 'Failed to send OTP',
  verifyFailed: 'Invalid OTP',
  resetFailed: 'Failed to reset password',
  tryLater: 'Please try again later',
  // Successes.
  sent: 'OTP sent successfully',
  verified: 'OTP verified successfully. Enter your new password',
  changed: 'Password changed successfully! Please login with your new password.',
};

/** The password field's show/hide button (sign-up and reset). */
export const passwordEn = {
  show: 'Show',
  hide: 'Hide',
  showLabel: 'Show password',
  hideLabel: 'Hide password',
};

/** The one-time code's digit fields. */
export const otpEn = {
  digit: 'Code digit {n} of {total}',
};

/** The sign-in's second step: the authenticator's or a recovery code. */
export const loginCodeEn = {
  title: 'Two-step sign-in',
  intro: 'Enter the 6-digit code from your authenticator app.',
  introRecovery:
    'Enter one of the recovery codes you saved when you turned on two-step sign-in. Each code works once.',
  codeLabel: 'Code from the app',
  recoveryLabel: 'Recovery code',
  useRecovery: 'Use a recovery code instead',
  useApp: 'Use the code from the app instead',
  verify: 'Verify',
  verifying: 'Verifying…',
  back: 'Back',
  codeFormat: 'Enter the 6 digits shown in your authenticator app.',
  recoveryFormat: 'Enter a recovery code in the form xxxx-xxxx-xxxx.',
  failed: 'The code could not be checked.',
};

/** The proof of the e-mail address by a code sent to it. */
export const emailProofEn = {
  title: 'Confirm your e-mail address',
  intro:
    'We sent a 6-digit code to {email}. Enter it to confirm the address: until then your account keeps the role User.',
  codeLabel: 'Enter the 6-digit code from your e-mail',
  verify: 'Confirm e-mail',
  resend: 'Send a new code',
  later: 'Later',
  otpRequired: 'Please enter the 6-digit code.',
  verifyFailed: 'Invalid or expired code. Enter the newest code or ask for a new one.',
  sendFailed: 'A new code could not be sent. Please try again later.',
  sent: 'We sent a new code to your e-mail address.',
  proven: 'Your e-mail address is confirmed.',
  continue: 'Continue',
};

/** The sign-in screens: every dictionary, as each language file has it. */
export const english = {
  login: loginEn,
  signup: signupEn,
  forgot: forgotEn,
  password: passwordEn,
  otp: otpEn,
  loginCode: loginCodeEn,
  emailProof: emailProofEn,
};

export type AuthTranslation = Translation<typeof english>;
