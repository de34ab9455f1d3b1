import type { HomeKey } from './en';

// Portuguese (European).
const pt: Record<HomeKey, string> = {
  metaDescription:
    'Formação certificada CompTIA e PECB, cursos de Unity, Tally e Microsoft, estágios e serviços de TI em Nova Deli.',
  lead: 'Formação e certificação em TI em Nova Deli: cursos CompTIA e PECB com vouchers de exame, desenvolvimento de jogos em Unity, contabilidade com Tally e formação Microsoft, estágios e os serviços de web, cloud, marketing digital e software que os nossos formadores prestam a clientes.',
  browseComptia: 'Ver cursos CompTIA',
  explorePecb: 'Conhecer as certificações PECB',
  verifyCertificate: 'Verificar um certificado',
  coursesHeading: 'Áreas de formação',
  comptiaTitle: 'Certificações CompTIA',
  comptiaText:
    'De A+ e Network+ para quem começa em TI a Security+, CySA+, PenTest+ e CASP+ para carreiras em cibersegurança.',
  allComptia: 'Todas as certificações CompTIA',
  pecbTitle: 'Certificações PECB',
  pecbText:
    'ISO/IEC 27001, ISO 9001, ISO 22301, RGPD, gestão de IA e muito mais: percursos Lead Implementer e Lead Auditor.',
  browsePecb: 'Ver cursos PECB',
  otherTitle: 'Unity, Tally e Microsoft',
  otherText:
    'Desenvolvimento de jogos em Unity, contabilidade com Tally Prime e GST, e competências em Microsoft 365 e Azure para o trabalho.',
  askCourses: 'Pedir informações sobre estes cursos',
  internshipsTitle: 'Estágios',
  internshipsText:
    'Estágios de três e seis meses em desenvolvimento web, operações cloud e cibersegurança, em projetos reais de clientes.',
  seeInternships: 'Ver estágios',
  servicesHeading: 'Serviços para empresas',
  cloudTitle: 'Serviços cloud',
  cloudSummary:
    'Migração para AWS, Microsoft Azure ou Google Cloud, alojamento e operações geridas para pequenas e médias empresas.',
  cloudLink: 'Sobre os serviços cloud',
  marketingTitle: 'Marketing digital',
  marketingSummary:
    'Otimização para motores de busca, campanhas pagas, redes sociais e conteúdos que trazem pedidos de contacto, não apenas cliques.',
  marketingLink: 'Sobre o marketing digital',
  webTitle: 'Desenvolvimento web',
  webSummary:
    'Sites e aplicações web rápidos e acessíveis em React, Node.js e WordPress, feitos para serem fáceis de manter.',
  webLink: 'Sobre o desenvolvimento web',
  softwareTitle: 'Serviços de software',
  softwareSummary:
    'Software à medida, integrações com o Tally e outros sistemas de gestão, e manutenção a longo prazo de aplicações existentes.',
  softwareLink: 'Sobre os serviços de software',
  whyHeading: 'Porquê aprender connosco',
  trainersTitle: 'Formadores certificados',
  trainersText:
    'Cada formador tem a certificação que ensina e trabalha em projetos de clientes entre turmas.',
  labsTitle: 'Laboratórios, não diapositivos',
  labsText:
    'Metade de cada curso é prática: switches reais, contas cloud, projetos Unity e empresas no Tally.',
  vouchersTitle: 'Vouchers de exame incluídos',
  vouchersText:
    'Vouchers de exame oficiais a preços autorizados, com um teste de prática e ajuda para marcar o seu exame.',
  batchesTitle: 'Turmas flexíveis',
  batchesText:
    'Turmas em dias úteis, ao fim de semana e online em direto, e turmas privadas para empresas.',
  testimonialsHeading: 'O que dizem os nossos formandos',
  quoteRohit:
    'Os laboratórios de Security+ eram exatamente o que o exame pedia. Passei à primeira e dois meses depois entrei numa equipa de SOC.',
  quoteMeera:
    'A nossa turma de ISO 27001 Lead Implementer foi organizada para toda a equipa de compliance. Prática, bem organizada e cheia de exemplos reais de auditoria.',
  quoteAnjali:
    'Vim aprender Tally com GST e hoje trato sozinha da contabilidade de três pequenas empresas.',
  readReviews: 'Ler todas as avaliações',
  ctaHeading: 'Pronto para se certificar?',
  ctaText:
    'Diga-nos que curso ou serviço lhe interessa e a nossa equipa liga-lhe no prazo de um dia útil.',
  ctaLink: 'Enviar um pedido de informação',
};

export default pt;
