import type { GroupTexts } from '../../course-texts';

// European Portuguese: the summaries and page content of PECB's governance courses (English → European Portuguese).
const texts: GroupTexts = {
  summaries: {
    'Risk management principles and guidelines.':
      'Princípios e linhas de orientação da gestão do risco.',
    'Anti-bribery management systems.': 'Sistemas de gestão antissuborno.',
    'Good governance of organisations.': 'Boa governação das organizações.',
    'Compliance management systems.': 'Sistemas de gestão da conformidade.',
    'Governance of IT for the organisation.': 'Governação das TI na organização.',
    'Internal audit practice.': 'Prática de auditoria interna.',
    'Managing operational risk.': 'Gestão do risco operacional.',
  },
  page: {
    'Board members, managers and governance officers':
      'Membros de conselhos de administração, gestores e responsáveis de governação',
    'Risk, compliance and audit professionals': 'Profissionais de risco, conformidade e auditoria',
    'Consultants advising on governance and risk':
      'Consultores que prestam aconselhamento sobre governação e risco',
    'Some experience of organisational management, risk or compliance':
      'Alguma experiência em gestão organizacional, risco ou conformidade',
    'Risk management principles and the ISO 31000 framework':
      'Princípios de gestão do risco e o enquadramento da ISO 31000',
    'Risk assessment: identification, analysis and evaluation':
      'Apreciação do risco: identificação, análise e avaliação',
    'Risk treatment and recording': 'Tratamento e registo do risco',
    'Monitoring, review and integrating risk into decisions':
      'Monitorização, revisão e integração do risco nas decisões',
    'Bribery risks and the ISO 37001 requirements':
      'Riscos de suborno e os requisitos da ISO 37001',
    'Due diligence, controls and financial checks':
      'Diligência devida, controlos e verificações financeiras',
    'Raising concerns and investigating': 'Denúncia de irregularidades e investigação',
    'Monitoring and improving the programme': 'Monitorização e melhoria do programa',
    'Governance principles in ISO 37000': 'Princípios de governação na ISO 37000',
    'Purpose, value generation and strategy': 'Propósito, criação de valor e estratégia',
    'Oversight, accountability and stakeholder engagement':
      'Supervisão, prestação de contas e envolvimento das partes interessadas',
    'Leadership, ethics and viability over time': 'Liderança, ética e viabilidade a longo prazo',
    'Compliance obligations and the ISO 37301 requirements':
      'Obrigações de conformidade e os requisitos da ISO 37301',
    'Compliance risk assessment': 'Avaliação do risco de conformidade',
    'Controls, culture and communication': 'Controlos, cultura e comunicação',
    'Monitoring, reporting and improvement': 'Monitorização, reporte e melhoria',
    'IT governance principles in ISO/IEC 38500': 'Princípios de governação das TI na ISO/IEC 38500',
    'Evaluate, direct and monitor': 'Avaliar, dirigir e monitorizar',
    'Aligning IT with business strategy': 'Alinhamento das TI com a estratégia do negócio',
    'Responsibilities of the governing body': 'Responsabilidades do órgão de governação',
    'Audit principles and the internal audit function':
      'Princípios de auditoria e a função de auditoria interna',
    'Planning an audit and assessing risk': 'Planeamento de uma auditoria e avaliação do risco',
    'Collecting evidence and running fieldwork': 'Recolha de evidências e trabalho de campo',
    'Reporting findings and following up': 'Comunicação das constatações e acompanhamento',
    'Operational risk concepts and frameworks': 'Conceitos e enquadramentos de risco operacional',
    'Identifying and assessing operational risks':
      'Identificação e avaliação de riscos operacionais',
    'Key risk indicators, controls and loss data':
      'Indicadores-chave de risco, controlos e dados de perdas',
    'Reporting and embedding risk management': 'Reporte e integração da gestão do risco',
  },
};
export default texts;
