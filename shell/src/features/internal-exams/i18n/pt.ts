import type { InternalExamsTexts } from '../messages';

// Portuguese.
const texts: InternalExamsTexts = {
  title: 'Exames internos',
  metaDescription:
    'Avaliações cronometradas para alunos e funcionários: níveis, durações, notas mínimas e certificados.',
  lead: 'Escolha uma avaliação e um nível. O cronômetro começa quando você inicia; suas respostas são salvas à medida que você avança.',
  loadFailed: 'Não foi possível carregar as avaliações. {message}',
  retry: 'Tentar novamente',
  none: 'No momento, nenhuma avaliação está disponível para você.',
  passMark: 'Nota mínima: {percent}',
  certifying: 'a aprovação emite um certificado',
  practice: 'apenas prática',
  levelsOf: 'Níveis de {name}',
  level: 'Nível',
  questions: 'Perguntas',
  duration: 'Duração',
  action: 'Ação',
  start: 'Começar',
  startLabel: 'Começar {name}, {level}',
  'level-easy': 'fácil',
  'level-intermediate': 'intermediário',
  'level-advanced': 'avançado',
  'level-practice': 'prática',
};
export default texts;
