import type { QuestionsTranslation } from './en';

// Dutch: the Question bank tab.
const nl: QuestionsTranslation = {
  adminQuestions: {
    tab: 'Vragenbank',
    title: 'Vragenbank',
    filter: 'Categorie',
    all: 'Alle categorieën',
    addTitle: 'Een vraag toevoegen',
    editTitle: 'De vraag bewerken',
    text: 'Vraag',
    option: 'Optie {n}',
    correct: 'Juiste optie',
    category: 'Categorie',
    explanation: 'Toelichting (optioneel)',
    save: 'Vraag opslaan',
    cancel: 'Annuleren',
    edit: 'Bewerken',
    remove: 'Verwijderen',
    actions: 'Acties',
    confirmDelete: 'Deze vraag verwijderen? De vraag wordt daarna niet meer in quizzen gesteld.',
    added: 'Vraag toegevoegd.',
    updated: 'Vraag bijgewerkt.',
    deleted: 'Vraag verwijderd.',
    failed: 'De vraag kon niet worden opgeslagen.',
    deleteFailed: 'De vraag kon niet worden verwijderd.',
    loadFailed: 'De vragen konden niet worden geladen.',
    incomplete: 'Vul de vraag, een categorie en minstens twee opties in.',
  },
};
export default nl;
