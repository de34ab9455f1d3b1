import type { GroupTexts } from '../../course-texts';

// European Portuguese: the summaries and page content of PECB's quality courses (English → European Portuguese).
const texts: GroupTexts = {
  summaries: {
    'Quality management systems.': 'Sistemas de gestão da qualidade.',
    'Asset management systems.': 'Sistemas de gestão de ativos.',
    'Quality management for medical devices.': 'Gestão da qualidade para dispositivos médicos.',
    'Management systems for educational organisations.':
      'Sistemas de gestão para organizações educativas.',
    'Guidance on project management.': 'Orientações sobre gestão de projetos.',
    'Security management for the supply chain.': 'Gestão da segurança na cadeia de abastecimento.',
    'Process improvement with Lean Six Sigma.': 'Melhoria de processos com Lean Six Sigma.',
    'Competence of testing and calibration laboratories.':
      'Competência de laboratórios de ensaio e calibração.',
    'Service management systems.': 'Sistemas de gestão de serviços.',
  },
  page: {
    'Quality managers and management representatives':
      'Gestores da qualidade e representantes da gestão',
    'Process owners and improvement teams': 'Responsáveis de processos e equipas de melhoria',
    'Consultants implementing or auditing management systems':
      'Consultores que implementam ou auditam sistemas de gestão',
    'A general understanding of management systems and processes':
      'Conhecimentos gerais de sistemas de gestão e de processos',
    'Quality management principles and the ISO 9001 requirements':
      'Princípios de gestão da qualidade e os requisitos da ISO 9001',
    'Planning a quality management system': 'Planeamento de um sistema de gestão da qualidade',
    'Implementing processes, documented information and controls':
      'Implementação de processos, informação documentada e controlos',
    'Monitoring, internal audit and management review':
      'Monitorização, auditoria interna e revisão pela gestão',
    'Continual improvement and certification': 'Melhoria contínua e certificação',
    'Asset management concepts and ISO 55001': 'Conceitos de gestão de ativos e a ISO 55001',
    'Asset management policy, objectives and plans':
      'Política, objetivos e planos de gestão de ativos',
    'Life-cycle decisions, risk and performance':
      'Decisões sobre o ciclo de vida, risco e desempenho',
    'Monitoring and improving the asset management system':
      'Monitorização e melhoria do sistema de gestão de ativos',
    'Regulatory context and the ISO 13485 requirements':
      'Contexto regulamentar e os requisitos da ISO 13485',
    'Design and development controls': 'Controlos de conceção e desenvolvimento',
    'Production, traceability and supplier control':
      'Produção, rastreabilidade e controlo de fornecedores',
    'Complaints, corrective action and audits': 'Reclamações, ações corretivas e auditorias',
    'The ISO 21001 requirements for educational organisations':
      'Os requisitos da ISO 21001 para organizações educativas',
    'Learner and stakeholder needs': 'Necessidades dos formandos e das partes interessadas',
    'Designing and delivering educational products and services':
      'Conceção e prestação de produtos e serviços educativos',
    'Evaluation, feedback and improvement': 'Avaliação, feedback e melhoria',
    'Project management concepts and ISO 21502': 'Conceitos de gestão de projetos e a ISO 21502',
    'Governance, roles and the project life cycle':
      'Governação, funções e o ciclo de vida do projeto',
    'Planning, controlling and managing stakeholders':
      'Planeamento, controlo e gestão das partes interessadas',
    'Closing projects and capturing lessons':
      'Encerramento de projetos e registo das lições aprendidas',
    'Supply chain security risks and ISO 28000':
      'Riscos de segurança na cadeia de abastecimento e a ISO 28000',
    'Security risk assessment across the supply chain':
      'Avaliação de riscos de segurança ao longo da cadeia de abastecimento',
    'Implementing security controls with partners':
      'Implementação de controlos de segurança com parceiros',
    'Lean and Six Sigma principles': 'Princípios Lean e Six Sigma',
    'Define and Measure: understanding the process and its data':
      'Definir e Medir: compreender o processo e os seus dados',
    'Analyse: finding root causes': 'Analisar: encontrar as causas raiz',
    'Improve and Control: making gains stick': 'Melhorar e Controlar: tornar os ganhos duradouros',
    'The ISO/IEC 17025 requirements for laboratories':
      'Os requisitos da ISO/IEC 17025 para laboratórios',
    'Impartiality, personnel, facilities and equipment':
      'Imparcialidade, pessoal, instalações e equipamento',
    'Methods, measurement uncertainty and traceability':
      'Métodos, incerteza de medição e rastreabilidade',
    'Reporting results and managing the laboratory system':
      'Comunicação de resultados e gestão do sistema do laboratório',
    'Service management concepts and ISO/IEC 20000-1':
      'Conceitos de gestão de serviços e a ISO/IEC 20000-1',
    'Service portfolio, relationships and agreements': 'Portefólio de serviços, relações e acordos',
    'Supply, demand, design, build and transition of services':
      'Oferta, procura, conceção, construção e transição de serviços',
    'Resolution, fulfilment, assurance and improvement':
      'Resolução, satisfação de pedidos, garantia e melhoria',
  },
};
export default texts;
