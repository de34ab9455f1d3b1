import type { GroupTexts } from '../../course-texts';

// European Portuguese: the summaries and page content of PECB's continuity and resilience courses (English → European Portuguese).
const texts: GroupTexts = {
  summaries: {
    'Business continuity management systems.': 'Sistemas de gestão da continuidade do negócio.',
    'Preparing for and leading through a crisis.': 'Preparação e liderança em situações de crise.',
    'The EU regulation on digital operational resilience.':
      'O regulamento da UE relativo à resiliência operacional digital.',
    'Planning ICT disaster recovery.': 'Planeamento da recuperação de desastres das TIC.',
    'Keeping critical operations running.': 'Manter as operações críticas em funcionamento.',
  },
  page: {
    'Business continuity and resilience managers':
      'Gestores de continuidade do negócio e de resiliência',
    'IT operations and risk professionals': 'Profissionais de operações de TI e de risco',
    'Managers responsible for critical services': 'Gestores responsáveis por serviços críticos',
    'A general understanding of how an organisation runs its critical services':
      'Conhecimentos gerais sobre a forma como uma organização gere os seus serviços críticos',
    'Business continuity concepts and the ISO 22301 requirements':
      'Conceitos de continuidade do negócio e os requisitos da ISO 22301',
    'Business impact analysis and risk assessment':
      'Análise de impacto no negócio e avaliação de riscos',
    'Continuity strategies, plans and exercises':
      'Estratégias, planos e exercícios de continuidade',
    'Crisis management concepts and capability': 'Conceitos e capacidade de gestão de crises',
    'Crisis teams, roles and decision making': 'Equipas de crise, funções e tomada de decisões',
    'Communication during a crisis': 'Comunicação durante uma crise',
    'Exercises and learning from crises': 'Exercícios e aprendizagem com as crises',
    'The scope and requirements of DORA': 'O âmbito e os requisitos do DORA',
    'ICT risk management': 'Gestão do risco das TIC',
    'ICT incident reporting': 'Comunicação de incidentes relacionados com as TIC',
    'Digital operational resilience testing': 'Testes de resiliência operacional digital',
    'Managing ICT third-party risk': 'Gestão do risco das TIC associado a terceiros',
    'Disaster recovery concepts and objectives':
      'Conceitos e objetivos de recuperação de desastres',
    'Recovery strategies and infrastructure': 'Estratégias e infraestruturas de recuperação',
    'Writing and testing recovery plans': 'Elaboração e teste de planos de recuperação',
    'Maintaining the disaster recovery programme':
      'Manutenção do programa de recuperação de desastres',
    'Operational resilience concepts': 'Conceitos de resiliência operacional',
    'Important business services and impact tolerances':
      'Serviços de negócio importantes e tolerâncias de impacto',
    'Mapping, scenario testing and remediation': 'Mapeamento, testes de cenários e correção',
    'Governance and reporting': 'Governação e reporte',
  },
};
export default texts;
