import type { AboutKey } from './en';

const pt: Record<AboutKey, string> = {
  title: 'Sobre nós',
  metaDescription:
    'Uma empresa de formação, certificação e serviços de TI em Nova Deli: cursos CompTIA e PECB, estágios e desenvolvimento.',
  lead: 'Somos uma empresa de formação e serviços de TI em Nova Deli. Desde o início, milhares de alunos prepararam connosco as suas certificações CompTIA e PECB, e várias empresas confiam nos nossos engenheiros para os seus sites, cloud e software.',
  missionTitle: 'A nossa missão',
  missionText:
    'Tornar práticas e acessíveis as competências de TI reconhecidas internacionalmente: cada curso junta um formador experiente, laboratórios práticos e um exame de certificação oficial.',
  teachTitle: 'O que ensinamos',
  teachComptia: 'Certificações CompTIA, de A+ e Network+ a Security+, CySA+ e CASP+',
  teachPecb: 'Certificações PECB em ISO/IEC 27001, ISO 9001, ISO 22301, privacidade e gestão de IA',
  teachUnity: 'Desenvolvimento de jogos com Unity',
  teachTally: 'Contabilidade com Tally Prime e GST',
  teachMicrosoft: 'Formação em Microsoft 365 e Azure',
  servicesTitle: 'O que construímos',
  servicesText:
    'A nossa equipa de desenvolvimento entrega desenvolvimento web, serviços cloud, marketing digital e software à medida para clientes na Índia e no estrangeiro. Os estagiários participam nestes projetos e aprendem com trabalho real.',
  valuesTitle: 'Os nossos valores',
  valuePractical: 'A prática primeiro: metade de cada curso decorre no laboratório.',
  valueHonest:
    'Conselhos honestos: recomendamos a certificação certa para a sua carreira, não a mais cara.',
  valueSupport: 'Apoio depois do curso: sessões de dúvidas até fazer o exame.',
  visitTitle: 'Visite-nos',
  visitText:
    'O nosso centro de formação fica em Nova Deli e está aberto de segunda a sábado, das 11h às 19h. É bem-vindo para uma sessão de orientação gratuita.',
  contactLink: 'Contacte-nos',
};

export default pt;
