import type { Translation } from '../../../lib/texts';

/** The 'Sign-in security' tab and the enrolment gate: two-step sign-in and the sessions. */
export const adminSignInEn = {
  // The tab's name in the admin panel (app/admin-panel/admin-tabs.tsx).
  tab: 'Sign-in security',
  title: 'Sign-in security',
  intro:
    'Protect your administrator account with a second step when you sign in, and see where it is signed in.',
  loading: 'Loading…',
  loadFailed: 'The sign-in settings could not be loaded.',
  // Status
  mfaTitle: 'Two-step sign-in',
  statusOn: 'Two-step sign-in is on.',
  statusOff: 'Two-step sign-in is off.',
  codesLeft_one: '{count} recovery code left.',
  codesLeft_other: '{count} recovery codes left.',
  codesLow: 'Generate new recovery codes before you run out.',
  requiredNote: 'Administrators of this site must use two-step sign-in.',
  // The gate
  gateTitle: 'Turn on two-step sign-in',
  gateIntro: 'Administrators must turn on two-step sign-in before using the admin panel.',
  // Turning it on
  enrolIntro:
    'After your password, you will also enter a code from an authenticator app on your phone. Someone who learns your password still cannot sign in without it.',
  turnOn: 'Turn on two-step sign-in',
  starting: 'Preparing…',
  startFailed: 'Two-step sign-in could not be started.',
  scanTitle: 'Add your account to the authenticator app',
  scanIntro: 'Open your authenticator app, add an account and scan this QR code.',
  qrLabel: 'QR code for your authenticator app',
  qrLoading: 'Drawing the QR code…',
  qrFailed: 'The QR code could not be drawn. Type the key below into your app instead.',
  manualIntro: 'Cannot scan it? Type this key into the app instead (a time-based account):',
  keyLabel: 'Key',
  copyKey: 'Copy the key',
  keyCopied: 'Key copied.',
  copyFailed: 'Copying is not possible here. Select the text and copy it yourself.',
  codeLabel: 'Code from the app',
  codeHint: 'Enter the 6-digit code the app now shows for this account.',
  confirmOn: 'Verify and turn on',
  checking: 'Checking…',
  cancel: 'Cancel',
  codeFormat: 'Enter the 6 digits shown in your authenticator app.',
  anyCodeFormat:
    'Enter the 6 digits from your authenticator app or a recovery code (xxxx-xxxx-xxxx).',
  confirmFailed: 'The code could not be checked.',
  turnedOn: 'Two-step sign-in is on. Your other sessions have been signed out.',
  // Recovery codes
  codesTitle: 'Save your recovery codes',
  codesIntro:
    'If you lose your phone, each of these codes signs you in once. Keep them somewhere safe, such as a password manager: they are shown only now.',
  codesLabel: 'Recovery codes',
  copy: 'Copy',
  codesCopied: 'Codes copied.',
  download: 'Download (.txt)',
  downloaded: 'Downloaded {file}.',
  fileTitle: 'Recovery codes for {account}',
  fileNote: 'Each code works once. New codes replace all of these.',
  saved: 'I have saved these codes',
  savedFirst: 'Tick the box once the codes are saved somewhere safe.',
  done: 'Done',
  // Once it is on
  regenerate: 'Generate new recovery codes',
  regenerateIntro:
    'New codes replace all the old ones. Enter the current code from your authenticator app.',
  generate: 'Generate',
  generating: 'Generating…',
  regenerateFailed: 'New recovery codes could not be generated.',
  regenerated: 'New recovery codes generated. The old ones no longer work.',
  turnOff: 'Turn off two-step sign-in',
  turnOffTitle: 'Turn off two-step sign-in?',
  turnOffIntro:
    'Your account will be protected by its password alone, and your other sessions will be signed out. Enter a code from your authenticator app or a recovery code to confirm.',
  turnOffRequired:
    'Administrators must use two-step sign-in: you will have to turn it on again before you can use the admin panel.',
  anyCodeLabel: 'Code from the app or recovery code',
  confirmOff: 'Turn off',
  turningOff: 'Turning off…',
  turnOffFailed: 'Two-step sign-in could not be turned off.',
  turnedOff: 'Two-step sign-in is off. Your other sessions have been signed out.',
};

/** The Sign-in security tab and the enrolment gate: every dictionary, as each language file has it. */
export const english = {
  adminSignIn: adminSignInEn,
};

export type SignInSecurityTranslation = Translation<typeof english>;
