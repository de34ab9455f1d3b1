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
};

export const messages = defineDictionary(adminReviewEn, loadersFor('adminReview'));

export type Key = keyof typeof messages.en;

/** Who or what submitted an attempt ('submitted', 'deadline', 'security'), in the page's language. */
export function useSubmitReason(): (reason: string) => string {
  const t = useTranslation(messages);
  return (reason) =>
    reason === 'submitted'
      ? t('reasonSubmitted')
      : reason === 'deadline'
        ? t('reasonDeadline')
        : reason === 'security'
          ? t('reasonSecurity')
          : reason;
}
