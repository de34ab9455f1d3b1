import type { Translation } from '../../../lib/texts';

/** The Name corrections tab's texts: learners' open requests, approved or refused by an admin. */
export const adminCorrectionsEn = {
  // The tab's name in the admin panel (app/admin-panel/admin-tabs.tsx).
  tab: 'Name corrections',
  title: 'Name corrections',
  intro:
    'Learners ask for the name on a certificate to be corrected. Approving issues a corrected certificate with a new ID and revokes the old one; refusing leaves the certificate as it is. The learner is e-mailed either way.',
  loading: 'Loading…',
  none: 'No name correction is waiting for a decision.',
  failed: 'The requests could not be loaded.',
  caption: 'Name corrections waiting for a decision, newest first',
  certificate: 'Certificate',
  course: 'Course',
  learner: 'Learner',
  currentName: 'Name now',
  requestedName: 'Requested name',
  reason: 'Reason given',
  asked: 'Asked',
  decision: 'Decision',
  approve: 'Approve',
  refuse: 'Refuse',
  approveFor: 'Approve the correction of {certificateId}',
  refuseFor: 'Refuse the correction of {certificateId}',
  approveAsk:
    'Correct the name on {certificateId} from “{from}” to “{to}”? A corrected certificate is issued and this one is revoked.',
  refuseAsk:
    'Refuse to correct the name on {certificateId} to “{to}”? The certificate stays as it is.',
  approveConfirm: 'Approve and reissue',
  refuseConfirm: 'Refuse',
  keep: 'Keep waiting',
  noteLabel: 'Note for the learner',
  refuseLabel: 'Reason for the learner',
  noteHint: 'Sent to the learner and kept in the audit log; up to 500 characters.',
  noteInvalid: 'Write 1 to 500 characters.',
  approved: 'Approved: {certificateId} is replaced by {newCertificateId}.',
  refused: 'Refused: {certificateId} stays as it is.',
  decideFailed: 'The decision was not recorded: {why}',
};

/** The Name corrections tab: every dictionary, as each language file has it. */
export const english = {
  adminCorrections: adminCorrectionsEn,
};

export type CorrectionsTranslation = Translation<typeof english>;
