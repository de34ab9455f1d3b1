import type { GroupTexts } from '../../course-texts';

// European Portuguese: the summaries and page content of PECB's information security courses (English → European Portuguese).
const texts: GroupTexts = {
  summaries: {
    'Implementing and managing an information security management system.':
      'Implementação e gestão de um sistema de gestão de segurança da informação.',
    'Selecting and applying information security controls.':
      'Seleção e aplicação de controlos de segurança da informação.',
    'Information security risk management.': 'Gestão do risco de segurança da informação.',
    'Security across the application life cycle.':
      'Segurança ao longo de todo o ciclo de vida das aplicações.',
    'Planning for and handling security incidents.':
      'Planeamento e tratamento de incidentes de segurança.',
    'Leading an information security programme.':
      'Liderança de um programa de segurança da informação.',
    'Risk analysis with the EBIOS Risk Manager method.':
      'Análise de risco com o método EBIOS Risk Manager.',
  },
  page: {
    'Information security managers and officers':
      'Gestores e responsáveis de segurança da informação',
    'IT and compliance professionals preparing for ISO/IEC 27000 work':
      'Profissionais de TI e de conformidade que se preparam para trabalhar com a ISO/IEC 27000',
    'Consultants who help organisations build or audit security programmes':
      'Consultores que ajudam organizações a criar ou auditar programas de segurança',
    'A basic understanding of information security':
      'Conhecimentos básicos de segurança da informação',
    'Some familiarity with ISO/IEC 27001 is helpful':
      'Alguma familiaridade com a ISO/IEC 27001 é útil',
    'Information security management systems and the ISO/IEC 27001 requirements':
      'Sistemas de gestão de segurança da informação e os requisitos da ISO/IEC 27001',
    'Planning an ISMS: scope, policy, risk assessment and the Statement of Applicability':
      'Planeamento de um SGSI: âmbito, política, avaliação de riscos e Declaração de Aplicabilidade',
    'Implementing controls, documentation and awareness':
      'Implementação de controlos, documentação e sensibilização',
    'Monitoring, measurement, internal audit and management review':
      'Monitorização, medição, auditoria interna e revisão pela gestão',
    'Continual improvement and preparing for the certification audit':
      'Melhoria contínua e preparação para a auditoria de certificação',
    'The structure of ISO/IEC 27002 and its control themes':
      'A estrutura da ISO/IEC 27002 e os seus temas de controlos',
    'Organisational and people controls': 'Controlos organizacionais e relativos a pessoas',
    'Physical controls': 'Controlos físicos',
    'Technological controls': 'Controlos tecnológicos',
    'Choosing, tailoring and measuring controls': 'Seleção, adaptação e medição de controlos',
    'Risk management concepts and the ISO/IEC 27005 framework':
      'Conceitos de gestão do risco e o enquadramento da ISO/IEC 27005',
    'Establishing the context and risk criteria':
      'Estabelecimento do contexto e dos critérios de risco',
    'Risk identification, analysis and evaluation': 'Identificação, análise e avaliação de riscos',
    'Risk treatment, acceptance and communication': 'Tratamento, aceitação e comunicação de riscos',
    'Monitoring and reviewing risks': 'Monitorização e revisão de riscos',
    'Application security concepts and the ISO/IEC 27034 framework':
      'Conceitos de segurança de aplicações e o enquadramento da ISO/IEC 27034',
    'The organisation normative framework and application security controls':
      'O enquadramento normativo da organização e os controlos de segurança de aplicações',
    'Security in requirements, design, development and testing':
      'Segurança nos requisitos, na conceção, no desenvolvimento e nos testes',
    'Verifying and maintaining application security':
      'Verificação e manutenção da segurança das aplicações',
    'Incident management principles and ISO/IEC 27035':
      'Princípios de gestão de incidentes e a ISO/IEC 27035',
    'Planning and preparing an incident response capability':
      'Planeamento e preparação de uma capacidade de resposta a incidentes',
    'Detecting, reporting and assessing incidents':
      'Deteção, comunicação e avaliação de incidentes',
    'Responding, recovering and learning lessons': 'Resposta, recuperação e lições aprendidas',
    'The role and responsibilities of a CISO': 'O papel e as responsabilidades de um CISO',
    'Building an information security programme and governance':
      'Criação de um programa de segurança da informação e da respetiva governação',
    'Risk, compliance and security architecture decisions':
      'Decisões sobre risco, conformidade e arquitetura de segurança',
    'Security operations, incidents and crisis leadership':
      'Operações de segurança, incidentes e liderança em situações de crise',
    'Reporting to the board and measuring performance':
      'Reporte ao conselho de administração e medição do desempenho',
    'The EBIOS Risk Manager method and its workshops':
      'O método EBIOS Risk Manager e os seus workshops',
    'Security baseline and risk sources': 'Base de referência de segurança e fontes de risco',
    'Strategic and operational scenarios': 'Cenários estratégicos e operacionais',
    'Risk treatment and monitoring': 'Tratamento e monitorização de riscos',
  },
};
export default texts;
