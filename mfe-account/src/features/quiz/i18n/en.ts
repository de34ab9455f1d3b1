import type { Translation } from '../../../lib/texts';

/** The timed quiz of /test: the choice, the questions, the score and the history. */
export const quizEn = {
  title: 'Online quiz',
  description: 'Choose a category and take a timed quiz.',
  category: 'Category',
  count: 'Number of questions',
  start: 'Start quiz',
  rules:
    'The timer starts when you begin. Stay on this tab: leaving it, leaving full screen, copying, pasting and the context menu are recorded.',
  timeLeft: 'Time left: {time}',
  questionOf: 'Question {n} of {total}',
  previous: 'Previous',
  next: 'Next',
  submit: 'Submit answers',
  confirmSubmit: 'Submit now? Questions left unanswered: {unanswered}.',
  keepAnswering: 'Keep answering',
  answered: '{count} of {total} answered',
  jumpTo: 'Go to question {n}',
  questionsNav: 'Questions',
  timeUp: 'Time is up: your answers were submitted.',
  score: 'You scored {score} out of {total}.',
  passed: 'Passed',
  failed: 'Not passed',
  again: 'Take another quiz',
  mine: 'My results',
  date: 'Date',
  result: 'Result',
  noResults: 'You have not taken a quiz yet.',
  startFailed: 'The quiz could not be started.',
  submitFailed: 'Your answers could not be submitted.',
  resultsFailed: 'Your results could not be loaded.',
  'warn-tab-hidden': 'Warning: you left the quiz tab. This has been recorded.',
  'warn-fullscreen-exit': 'Warning: you left full screen. This has been recorded.',
  'warn-copy': 'Warning: copying is not allowed during the quiz. This has been recorded.',
  'warn-paste': 'Warning: pasting is not allowed during the quiz. This has been recorded.',
  'warn-context-menu':
    'Warning: the context menu is disabled during the quiz. This has been recorded.',
  networking: 'Networking',
  security: 'Security',
  cloud: 'Cloud computing',
};

/** An assessment: its start step, countdown, security warnings and result. */
export const assessmentEn = {
  metaTitle: 'Assessment',
  metaDescription: 'A timed assessment; the server keeps the time and the score.',
  startTitle: 'Start the assessment',
  levelIs: 'Level:',
  startIntro:
    'The timer starts when you begin and is kept by the server; answers are saved as you go.',
  fullName: 'Full name (as on the certificate)',
  fullNameHint:
    'Printed on your certificate and saved to your profile. Check it and correct it if needed.',
  errNameLength: 'Enter your full name: {min} to {max} characters.',
  errNameChars: 'Use only letters, spaces, apostrophes, hyphens and dots in your name.',
  start: 'Start assessment',
  startFailed: 'The assessment could not be started.',
  heading: '{name} — {level}',
  timeLeft: 'Time left:',
  submit: 'Submit assessment',
  submitFailed: 'Your answers could not be submitted.',
  attemptNotFound: 'This result could not be found. It may belong to another account.',
  saveFailed: 'Your last answer could not be saved yet; it will be sent with the next one.',
  'warn-tab-hidden':
    'Warning {count} of {limit}: you left the assessment tab. This was recorded; at {limit} warnings the attempt is submitted.',
  'warn-copy':
    'Warning {count} of {limit}: copying is not allowed during the assessment. This was recorded; at {limit} warnings the attempt is submitted.',
  'warn-paste':
    'Warning {count} of {limit}: pasting is not allowed during the assessment. This was recorded; at {limit} warnings the attempt is submitted.',
  'warn-context-menu':
    'Warning {count} of {limit}: the context menu is disabled during the assessment. This was recorded; at {limit} warnings the attempt is submitted.',
  warnUnsent: 'Warning: this is not allowed during the assessment.',
  resultTitle: '{name} — result',
  score: 'You scored {score} out of {total} (pass mark {passMark}):',
  passed: 'Passed',
  failed: 'Not passed',
  securitySubmitted: 'The attempt was submitted after repeated security warnings.',
  deadlineSubmitted: 'Time was up: the attempt was submitted with the answers saved by then.',
  reviewPending:
    'Your score reaches the pass mark, but the attempt ended after repeated security warnings, so no certificate was issued. An administrator will review the attempt and decide.',
  reviewGranted: 'An administrator reviewed the attempt and granted the certificate.',
  reviewRefused: 'An administrator reviewed the attempt and did not grant a certificate.',
  certificateId: 'Certificate ID:',
  verifyLink: 'Verify and download the certificate',
  copyLink: 'Copy link',
  copied: 'Link copied.',
  copyFailed: 'The link could not be copied: {link}',
  nextAttempt: 'Your next attempt is allowed from {time}.',
  noAttemptsLeft: 'You have no attempts left for this level.',
  back: 'Back to internal exams',
  // The seeded levels' names; any other level is shown as the server names it.
  'level-easy': 'easy',
  'level-intermediate': 'intermediate',
  'level-advanced': 'advanced',
  'level-practice': 'practice',
};

/** The quiz and assessment screens of /test: every dictionary, as each language file has it. */
export const english = {
  quiz: quizEn,
  assessment: assessmentEn,
};

export type QuizTranslation = Translation<typeof english>;
