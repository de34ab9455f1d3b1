import { defineDictionary, useTranslation } from 'shared';
import { loadersFor } from '../../../../i18n/loaders';

/** The attempt review's texts. */
export const adminReviewEn = {
  title: 'Answers of {username}',
  close: 'Close',
  loading: 'Loading the answers…',
  failed: 'The answers could not be loaded.',
  facts: 'Attempt',
  assessment: 'Assessment',
  user: 'User',
  fullName: 'Full name',
  level: 'Level',
  started: 'Started',
  deadline: 'Deadline',
  submitted: 'Submitted',
  running: 'Not submitted yet (still running)',
  reason: 'Submitted by',
  reasonSubmitted: 'The user',
  reasonDeadline: 'The deadline',
  reasonSecurity: 'Security events',
  reasonDuplicate: 'Closed as a duplicate of a running attempt',
  score: 'Score',
  scoreValue: '{score} / {total} ({percent}%)',
  result: 'Result',
  passed: 'Passed',
  failed2: 'Not passed',
  pending: 'Not scored yet',
  passMark: 'Pass mark',
  certificate: 'Certificate ID',
  noCertificate: 'None',
  questions: 'Questions and answers',
  questionN: 'Question {n}',
  options: 'Options of question {n}',
  right: 'Correct',
  wrong: 'Wrong',
  unanswered: 'Not answered',
  yourAnswer: 'Your answer',
  correctAnswer: 'Correct answer',
  events: 'Security events',
  noEvents: 'No security events were recorded.',
  eventN: '#',
  eventKind: 'Event',
  eventTime: 'Time',
  'kind.tab-hidden': 'Left the tab or window',
  'kind.fullscreen-exit': 'Left full screen',
  'kind.copy': 'Copied text',
  'kind.paste': 'Pasted text',
  'kind.context-menu': 'Opened the context menu',
  reviewTitle: 'Certificate review',
  reviewPending:
    'The security rule ended this attempt with a passing score, so no certificate was issued. Grant the certificate or refuse it.',
  reviewGranted: 'Certificate granted after review on {time}.',
  reviewRefused: 'Certificate refused after review on {time}.',
  grant: 'Grant the certificate',
  refuse: 'Refuse the certificate',
  confirmGrant:
    'Grant {name} ({username}) the certificate? A signed certificate is issued at once.',
  confirmRefuse:
    'Refuse {name} ({username}) the certificate? The refusal is recorded; they may try again under the usual rules.',
  cancel: 'Cancel',
  granted: 'Certificate {certificateId} granted.',
  refused: 'Certificate refused.',
  decideFailed: 'The decision could not be saved.',
};

export const messages = defineDictionary(adminReviewEn, loadersFor('adminReview'));

export type Key = keyof typeof messages.en;

/**
 * Who or what submitted an attempt ('submitted', 'deadline', 'security'; 'duplicate': closed by
 * migration 0009), in the page's language.
 */
export function useSubmitReason(): (reason: string) => string {
  const t = useTranslation(messages);
  return (reason) =>
    reason === 'submitted'
      ? t('reasonSubmitted')
      : reason === 'deadline'
        ? t('reasonDeadline')
        : reason === 'security'
          ? t('reasonSecurity')
          : reason === 'duplicate'
            ? t('reasonDuplicate')
            : reason;
}
