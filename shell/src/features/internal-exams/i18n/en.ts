/**
 * The /internal-exams page's texts. English is bundled; each other language is its own chunk,
 * loaded only when that language is chosen on this page. Assessment names and descriptions
 * come from the database and are shown as they are.
 */
export const internalExamsEn = {
  title: 'Internal exams',
  metaDescription:
    'Timed assessments for learners and employees: levels, durations, pass marks and certificates.',
  lead: 'Pick an assessment and a level. The timer starts when you begin; your answers are saved as you go.',
  loadFailed: 'We could not load the assessments. {message}',
  retry: 'Try again',
  none: 'No assessments are open to you at the moment.',
  passMark: 'Pass mark: {percent}',
  certifying: 'passing issues a certificate',
  practice: 'practice only',
  levelsOf: 'Levels of {name}',
  level: 'Level',
  questions: 'Questions',
  duration: 'Duration',
  action: 'Action',
  start: 'Start',
  startLabel: 'Start {name}, {level}',
  // The seeded levels' names; any other level is shown as the server names it.
  'level-easy': 'easy',
  'level-intermediate': 'intermediate',
  'level-advanced': 'advanced',
  'level-practice': 'practice',
};

export type InternalExamsTexts = Record<keyof typeof internalExamsEn, string>;
