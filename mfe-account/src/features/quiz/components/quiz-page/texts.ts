import { defineDictionary, type Translate } from 'shared';
import { loadersFor } from '../../../../i18n/loaders';

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

export const quizMessages = defineDictionary(quizEn, loadersFor('quiz'));

/** The question categories the bank serves. */
export const quizCategories = ['networking', 'security', 'cloud'] as const;

type Key = keyof typeof quizEn;

/** A category's name in the page's language (the usual ones), or as the bank names it. */
export function categoryName(t: Translate<Key>, c: string): string {
  return (quizCategories as readonly string[]).includes(c)
    ? t(c as (typeof quizCategories)[number])
    : c;
}
