import type { QuestionsTranslation } from './en';

// Italian: the Question bank tab.
const it: QuestionsTranslation = {
  adminQuestions: {
    tab: 'Banca delle domande',
    title: 'Banca delle domande',
    filter: 'Categoria',
    all: 'Tutte le categorie',
    addTitle: 'Aggiungi una domanda',
    editTitle: 'Modifica la domanda',
    text: 'Domanda',
    option: 'Opzione {n}',
    correct: 'Opzione corretta',
    category: 'Categoria',
    explanation: 'Spiegazione (facoltativa)',
    save: 'Salva domanda',
    cancel: 'Annulla',
    edit: 'Modifica',
    remove: 'Elimina',
    actions: 'Azioni',
    confirmDelete: 'Eliminare questa domanda? Non verrà più proposta nei quiz.',
    added: 'Domanda aggiunta.',
    updated: 'Domanda aggiornata.',
    deleted: 'Domanda eliminata.',
    failed: 'Non è stato possibile salvare la domanda.',
    deleteFailed: 'Non è stato possibile eliminare la domanda.',
    loadFailed: 'Non è stato possibile caricare le domande.',
    incomplete: 'Inserisci la domanda, una categoria e almeno due opzioni.',
  },
};
export default it;
