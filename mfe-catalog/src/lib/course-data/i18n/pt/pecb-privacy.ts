import type { GroupTexts } from '../../course-texts';

// European Portuguese: the summaries and page content of PECB's privacy courses (English → European Portuguese).
const texts: GroupTexts = {
  summaries: {
    'The role of a data protection officer under the GDPR.':
      'O papel do encarregado da proteção de dados ao abrigo do RGPD.',
    'Privacy information management systems.': 'Sistemas de gestão da informação de privacidade.',
  },
  page: {
    'Data protection officers and privacy managers':
      'Encarregados da proteção de dados e gestores de privacidade',
    'Legal, compliance and information security professionals':
      'Profissionais das áreas jurídica, de conformidade e de segurança da informação',
    'Anyone handling personal data for customers in Europe':
      'Quem trata dados pessoais de clientes na Europa',
    'A basic understanding of data protection principles':
      'Conhecimentos básicos dos princípios de proteção de dados',
    'GDPR principles, lawful bases and data subject rights':
      'Princípios do RGPD, fundamentos de licitude e direitos dos titulares dos dados',
    'The data protection officer role': 'A função de encarregado da proteção de dados',
    'Records of processing and data protection impact assessments':
      'Registos das atividades de tratamento e avaliações de impacto sobre a proteção de dados',
    'Breach notification, transfers and supervisory authorities':
      'Notificação de violações de dados, transferências e autoridades de controlo',
    'Privacy information management and ISO/IEC 27701':
      'Gestão da informação de privacidade e a ISO/IEC 27701',
    'Extending an ISMS for privacy': 'Alargamento de um SGSI à privacidade',
    'Controls for personal data controllers and processors':
      'Controlos para responsáveis pelo tratamento e subcontratantes de dados pessoais',
  },
};
export default texts;
