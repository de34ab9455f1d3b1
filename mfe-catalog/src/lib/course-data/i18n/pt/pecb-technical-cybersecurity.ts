import type { GroupTexts } from '../../course-texts';

// European Portuguese: the summaries and page content of PECB's technical cybersecurity courses (English → European Portuguese).
const texts: GroupTexts = {
  summaries: {
    'Ethical hacking techniques and methodology.': 'Técnicas e metodologia de hacking ético.',
    'Analysing threats and adversary behaviour.':
      'Análise de ameaças e do comportamento dos adversários.',
    'Forensic investigation of digital systems.': 'Investigação forense de sistemas digitais.',
    'Detecting, containing and recovering from incidents.':
      'Deteção, contenção e recuperação de incidentes.',
  },
  page: {
    'Security analysts, testers and investigators':
      'Analistas de segurança, profissionais de testes de intrusão e investigadores',
    'System and network administrators moving into security':
      'Administradores de sistemas e redes que querem passar para a área da segurança',
    'SOC and incident response team members':
      'Membros de equipas de SOC e de resposta a incidentes',
    'Hands-on experience with operating systems and networks':
      'Experiência prática com sistemas operativos e redes',
    'Ethical hacking methodology and rules of engagement':
      'Metodologia de hacking ético e regras de atuação',
    'Reconnaissance and scanning': 'Reconhecimento e varrimento (scanning)',
    'Exploiting systems, web applications and networks':
      'Exploração de sistemas, aplicações web e redes',
    'Reporting and recommending remediation':
      'Elaboração de relatórios e recomendação de medidas corretivas',
    'Threat intelligence concepts and sources': 'Conceitos e fontes de inteligência de ameaças',
    'Adversary tactics, techniques and procedures':
      'Táticas, técnicas e procedimentos dos adversários',
    'Threat hunting and analysis': 'Caça a ameaças (threat hunting) e análise',
    'Sharing and acting on intelligence': 'Partilha de inteligência e ação com base nela',
    'Forensic process and evidence handling': 'Processo forense e tratamento de provas',
    'Disk, memory and mobile device analysis': 'Análise de discos, memória e dispositivos móveis',
    'Network and cloud forensics': 'Análise forense de redes e da cloud',
    'Reporting and expert testimony': 'Relatórios e testemunho pericial',
    'Incident response life cycle and team organisation':
      'Ciclo de vida da resposta a incidentes e organização da equipa',
    'Detection and analysis': 'Deteção e análise',
    'Containment, eradication and recovery': 'Contenção, erradicação e recuperação',
    'Post-incident activity and improvement': 'Atividades pós-incidente e melhoria',
  },
};
export default texts;
