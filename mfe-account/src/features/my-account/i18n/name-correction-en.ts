/** The account page's name correction: the request form and where a request stands. */
export const nameCorrectionEn = {
  ask: 'Ask for a name correction',
  askNamed: 'Ask for a name correction on {course}',
  formTitle: 'Correct the name on this certificate',
  formHelp:
    'Our team checks the request. If it is approved, you get a corrected certificate with a new ID and this one is revoked.',
  newName: 'Name as it should be printed',
  newNameHint: 'Letters, spaces, apostrophes, hyphens and dots; 2 to 100 characters.',
  reason: 'Why should it change?',
  reasonHint:
    'For example: a spelling mistake, or the name on your ID document. Up to 500 characters.',
  send: 'Send the request',
  sending: 'Sending…',
  cancel: 'Cancel',
  nameLength: 'Write the name in 2 to 100 characters.',
  nameCharacters: 'Use only letters, spaces, apostrophes, hyphens and dots.',
  nameSame: 'This is already the name on the certificate.',
  reasonRequired: 'Say why the name should change, in up to 500 characters.',
  failed: 'The request was not sent: {why}',
  sent: 'Your request was sent. You will get an e-mail when it is decided.',
  pending: 'Name correction to “{name}” requested on {date}: waiting for a decision.',
  refused: 'Name correction to “{name}” refused: {note}',
  replaced: 'Replaced by certificate {id} after a name correction.',
};
