import type { QuestionsTranslation } from './en';

// French: the Question bank tab.
const fr: QuestionsTranslation = {
  adminQuestions: {
    tab: 'Banque de questions',
    title: 'Banque de questions',
    filter: 'Catégorie',
    all: 'Toutes les catégories',
    addTitle: 'Ajouter une question',
    editTitle: 'Modifier la question',
    text: 'Question',
    option: 'Option {n}',
    correct: 'Bonne réponse',
    category: 'Catégorie',
    explanation: 'Explication (facultative)',
    save: 'Enregistrer la question',
    cancel: 'Annuler',
    edit: 'Modifier',
    remove: 'Supprimer',
    actions: 'Actions',
    confirmDelete: 'Supprimer cette question ? Elle ne sera plus proposée dans les quiz.',
    added: 'Question ajoutée.',
    updated: 'Question mise à jour.',
    deleted: 'Question supprimée.',
    failed: "La question n'a pas pu être enregistrée.",
    deleteFailed: "La question n'a pas pu être supprimée.",
    loadFailed: "Les questions n'ont pas pu être chargées.",
    incomplete: 'Saisissez la question, une catégorie et au moins deux options.',
  },
};
export default fr;
