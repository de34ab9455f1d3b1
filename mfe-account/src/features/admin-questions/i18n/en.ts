import type { Translation } from '../../../lib/texts';

/** The question bank tab's texts. */
export const adminQuestionsEn = {
  // The tab's name in the admin panel (app/admin-panel/admin-tabs.tsx).
  tab: 'Question bank',
  title: 'Question bank',
  filter: 'Category',
  all: 'All categories',
  addTitle: 'Add a question',
  editTitle: 'Edit the question',
  text: 'Question',
  option: 'Option {n}',
  correct: 'Correct option',
  category: 'Category',
  explanation: 'Explanation (optional)',
  save: 'Save question',
  cancel: 'Cancel',
  edit: 'Edit',
  remove: 'Delete',
  actions: 'Actions',
  confirmDelete: 'Delete this question? It will no longer be served in quizzes.',
  added: 'Question added.',
  updated: 'Question updated.',
  deleted: 'Question deleted.',
  failed: 'The question could not be saved.',
  deleteFailed: 'The question could not be deleted.',
  loadFailed: 'The questions could not be loaded.',
  incomplete: 'Enter the question, a category and at least two options.',
};

/** The Question bank tab: every dictionary, as each language file has it. */
export const english = {
  adminQuestions: adminQuestionsEn,
};

export type QuestionsTranslation = Translation<typeof english>;
