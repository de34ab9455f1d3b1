import type { OverviewTexts } from './en';

// The catalog overview pages' texts. Vendor and certification names stay as written.
const pt: OverviewTexts = {
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
  certifications: 'Certificações',
  examCode: 'Código do exame',
  durationValue_one: '{count} hora',
  durationValue_other: '{count} horas',
  enquireAbout: 'Pedir informações sobre {title}',
  notFound: 'Página não encontrada',
};

export default pt;
