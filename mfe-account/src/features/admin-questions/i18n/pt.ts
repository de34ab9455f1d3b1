import type { QuestionsTranslation } from './en';

// European Portuguese: the Question bank tab.
const pt: QuestionsTranslation = {
  adminQuestions: {
    tab: 'Banco de perguntas',
    title: 'Banco de perguntas',
    filter: 'Categoria',
    all: 'Todas as categorias',
    addTitle: 'Adicionar uma pergunta',
    editTitle: 'Editar a pergunta',
    text: 'Pergunta',
    option: 'Opção {n}',
    correct: 'Opção correta',
    category: 'Categoria',
    explanation: 'Explicação (opcional)',
    save: 'Guardar pergunta',
    cancel: 'Cancelar',
    edit: 'Editar',
    remove: 'Eliminar',
    actions: 'Ações',
    confirmDelete: 'Eliminar esta pergunta? Deixará de aparecer nos quizzes.',
    added: 'Pergunta adicionada.',
    updated: 'Pergunta atualizada.',
    deleted: 'Pergunta eliminada.',
    failed: 'Não foi possível guardar a pergunta.',
    deleteFailed: 'Não foi possível eliminar a pergunta.',
    loadFailed: 'Não foi possível carregar as perguntas.',
    incomplete: 'Introduza a pergunta, uma categoria e pelo menos duas opções.',
  },
};
export default pt;
