import type { CoursePageTexts } from './en';

// Portuguese (European). Certification and vendor names and exam codes stay as the vendors write them.
const pt: CoursePageTexts = {
  examCode: 'Código do exame',
  examCodes: 'Códigos do exame',
  duration: 'Duração da formação',
  durationValue_one: '{count} hora',
  durationValue_other: '{count} horas',
  format: 'Formato',
  formatBoth: 'Com formador, online em direto ou presencial no nosso centro de Nova Deli',
  formatOnline: 'Com formador, online em direto',
  formatOnsite: 'Com formador, presencial no nosso centro de Nova Deli',
  credential: 'Certificação obtida',
  examFormat: 'Formato do exame',
  examFormatValue:
    '{code}: máximo de {questions} perguntas, {minutes} minutos, nota mínima {score}',
  examFormatSingle: 'Máximo de {questions} perguntas, {minutes} minutos, nota mínima {score}',
  audience: 'A quem se destina',
  prerequisites: 'Pré-requisitos e experiência recomendada',
  outline: 'O que vai aprender',
  path: 'Percurso de certificação',
  pathBefore: 'Antes deste curso',
  pathAfter: 'Depois deste curso',
  faqs: 'Perguntas frequentes',
  related: 'Cursos relacionados',
  enquire: 'Pedir informações',
  enquireAbout: 'Pedir informações sobre {title}',
  payNote:
    'Pronto para reservar? Use o menu "Pagar agora" no topo da página para pagar por PayPal, cartão ou transferência bancária.',
  notFound: 'Página não encontrada',
  courseTitle: 'Formação {title}',
  courseDescription: 'Formação {title} ({vendor}) em Nova Deli e online: {summary}',
};

export default pt;
