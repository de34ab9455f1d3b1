import type { CatalogTexts } from './en';

// Portuguese (European). Certification and vendor names and exam codes stay as written.
const pt: CatalogTexts = {
  breadcrumb: 'Navegação estrutural',
  home: 'Início',
  certifications: 'Certificações',
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
  searchHeading: 'Encontrar um curso',
  searchLabel: 'Pesquisar cursos',
  searchHint: 'Pesquise por nome, código do exame ou tema.',
  filterLabel: 'Fornecedor e nível',
  filterAll: 'Todos os cursos',
  filterAllVendor: 'Todos os cursos {vendor}',
  resultsLabel: 'Resultados da pesquisa',
  resultCount_one: '{count} curso encontrado',
  resultCount_other: '{count} cursos encontrados',
  noResults:
    'Nenhum curso corresponde à sua pesquisa. Experimente outra palavra ou limpe o filtro.',
  viewCourse: 'Ver curso',
  viewLevel: 'Todos os cursos {title}',
  courseCount_one: '{count} curso',
  courseCount_other: '{count} cursos',
  notFound: 'Página não encontrada',
  courseTitle: 'Formação {title}',
  courseDescription: 'Formação {title} ({vendor}) em Nova Deli e online: {summary}',
  cerTitle: 'Cursos de certificação',
  cerMeta:
    'Todos os cursos de certificação CompTIA e PECB que damos em Nova Deli e online, numa lista pesquisável.',
  cerLead:
    'Todos os cursos de certificação que damos, da CompTIA e da PECB, com vouchers de exame e formador, online ou em Nova Deli.',
  cerComptia: '{courses} nos níveis Specialist, Professional e Expert.',
  cerPecb: '{courses} em {categories} categorias.',
  comptiaHeading: 'Cursos de certificação CompTIA',
  comptiaMeta:
    'Formação CompTIA A+, Network+, Security+, CySA+, PenTest+, Cloud+ e SecurityX em Nova Deli e online, do nível Specialist ao Expert.',
  comptiaLead:
    'Certificações independentes de fornecedor, do primeiro emprego em TI ao trabalho especializado em segurança.',
  comptiaLevelTitle: 'Cursos CompTIA {title}',
  comptiaLevelMeta: 'Formação CompTIA de nível {title}: {summary}',
  partnerHeading: 'Formação CompTIA e vouchers de exame',
  partnerMeta:
    'Formação CompTIA e vouchers de exame em Nova Deli e online: todos os códigos de exame, formatos e percursos atuais numa só página.',
  partnerLead: 'Formação CompTIA com formador e vouchers de exame, em Nova Deli e online.',
  partnerWhy: 'Porquê preparar a CompTIA connosco',
  partnerWhyObjectives:
    'Formadores que o preparam para os objetivos de exame atuais, não para os do ano passado.',
  partnerWhyLive:
    'Aulas em direto online ou no nosso centro de Nova Deli, com laboratórios e testes de prática.',
  partnerWhyVouchers: 'Vouchers de exame incluídos na formação ou vendidos à parte.',
  partnerWhyPath:
    'Um percurso que cresce consigo, do A+ ao SecurityX e às certificações acumuláveis.',
  partnerExams: 'Exames CompTIA atuais',
  partnerCaption: 'As certificações CompTIA e os seus códigos de exame',
  colCertification: 'Certificação',
  colLevel: 'Nível',
  colTraining: 'Formação',
  stackable: 'Certificações acumuláveis',
  pecbHeading: 'Cursos de certificação PECB',
  pecbMeta:
    'Formação PECB em normas ISO, governação, privacidade, continuidade e cibersegurança, em Nova Deli e online.',
  pecbLead:
    'Formação reconhecida internacionalmente em normas ISO de sistemas de gestão, governação, privacidade, resiliência e cibersegurança.',
  categories: 'Categorias',
  onRequest: 'Programas a pedido',
  pecbCategoryTitle: 'Cursos PECB {title}',
  pecbCategoryMeta: 'Formação PECB {title}: {summary}',
};

export default pt;
