import type { Translation } from '../../lib/texts';

/** The data table (src/components/data-table.tsx): sorting and paging. */
export const tableEn = {
  sortBy: 'Sort by {column}',
  previous: 'Previous page',
  next: 'Next page',
  pageOf: 'Page {page} of {pages} ({total} in all)',
  pageOfMore: 'Page {page} (more than {total} in all)',
  empty: 'Nothing to show.',
};

/** The CSV file field (src/components/csv-file-field.tsx) of the import sections. */
export const fileEn = {
  chooseFile: 'Choose a file',
  noFile: 'No file chosen',
  unreadable: 'The file could not be read.',
};

/** Where one is signed in (src/components/sessions): each session and signing it out. */
export const sessionsEn = {
  sessionsTitle: 'Where you are signed in',
  sessionsLoading: 'Loading your sessions…',
  sessionsFailed: 'Your sessions could not be loaded.',
  thisDevice: 'This device',
  ip: 'IP address',
  signedIn: 'Signed in',
  lastActive: 'Last active',
  signOut: 'Sign out',
  signOutNamed: 'Sign out {device} ({ip})',
  signOutOthers: 'Sign out all other sessions',
  signingOut: 'Signing out…',
  signedOutOne: '{device} ({ip}) has been signed out.',
  signedOutOthers_one: '{count} other session has been signed out.',
  signedOutOthers_other: '{count} other sessions have been signed out.',
  noOthers: 'You are not signed in anywhere else.',
  signOutFailed: 'The session could not be signed out.',
  deviceOn: '{browser} on {os}',
  unknownDevice: 'Unknown device',
};

/** The translations of a staff text (src/components/translated-text-field.tsx). */
export const translatedFieldEn = {
  translations: 'Translations of {field}',
  missingCount_one: '{count} translation missing',
  missingCount_other: '{count} translations missing',
  allTranslated: 'Translated into every language',
  missing: 'missing',
  hint: "A language left empty shows the English text on that language's pages.",
  listMissing: 'Translations missing: {languages}',
};

/** A decision on a held payment (src/components/payment-decision.tsx), in the Orders and
 * Payments to confirm tabs: its question, its reason, what it did and why it was refused. */
export const decisionEn = {
  acceptAsk:
    'Accept {amount} paid with {transaction} for order {reference}? The order is fulfilled and the buyer e-mailed.',
  rejectAsk:
    'Reject {amount} paid with {transaction} for order {reference}? It is marked to be returned to the buyer; the order stays as it is.',
  acceptConfirm: 'Accept the payment',
  rejectConfirm: 'Reject the payment',
  acceptReason: 'Why it is accepted',
  rejectReason: 'Why it is rejected',
  decisionHint: '3 to 300 characters; kept with the payment and in the audit log.',
  acceptedDone: 'Payment {transaction} accepted: order {reference} is fulfilled.',
  rejectedDone: 'Payment {transaction} rejected: return it to the buyer. Reason: “{reason}”.',
  acceptConflict:
    'The payment could not be accepted: its order is no longer open, its items are out of stock, or it was decided already. Reject it so that it is returned.',
  rejectConflict: 'The payment could not be rejected: it was decided already.',
  paymentMissing: 'This payment no longer exists.',
  decisionFailed: 'The decision could not be saved.',
};

/** The shared components' texts: every dictionary, as each language file has it. */
export const english = {
  table: tableEn,
  file: fileEn,
  sessions: sessionsEn,
  translatedField: translatedFieldEn,
  decision: decisionEn,
};

export type ComponentsTranslation = Translation<typeof english>;
