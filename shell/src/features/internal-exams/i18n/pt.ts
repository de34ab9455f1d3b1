import type { InternalExamsTexts } from './en';

// Portuguese.
const texts: InternalExamsTexts = {
  title: 'Exames internos',
  metaDescription:
    'Avaliações cronometradas para formandos e colaboradores: níveis, durações, notas mínimas e certificados.',
  lead: 'Escolha uma avaliação e um nível. O cronómetro arranca quando começar; as suas respostas são guardadas à medida que avança.',
  loadFailed: 'Não foi possível carregar as avaliações. {message}',
  retry: 'Tentar novamente',
  none: 'De momento, não há nenhuma avaliação disponível para si.',
  passMark: 'Nota mínima: {percent}',
  certifying: 'com certificado em caso de aprovação',
  practice: 'apenas prática',
  levelsOf: 'Níveis de {name}',
  level: 'Nível',
  questions: 'Perguntas',
  duration: 'Duração',
  action: 'Ação',
  start: 'Começar',
  startLabel: 'Começar {name}, {level}',
  'level-easy': 'fácil',
  'level-intermediate': 'intermédio',
  'level-advanced': 'avançado',
  'level-practice': 'prática',
};
export default texts;
