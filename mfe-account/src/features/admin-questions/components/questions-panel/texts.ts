import { defineDictionary } from 'shared';
import { adminQuestionsEn } from '../../i18n/en';
import { loadersFor } from '../../i18n/loaders';

export const messages = defineDictionary(adminQuestionsEn, loadersFor('adminQuestions'));
