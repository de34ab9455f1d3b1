import type { GroupTexts } from '../../course-texts';

// European Portuguese: the summaries and page content of CompTIA's Professional courses (English → European Portuguese).
const texts: GroupTexts = {
  summaries: {
    'Security analytics, threat detection and incident response.':
      'Análise de segurança, deteção de ameaças e resposta a incidentes.',
    'Planning and running penetration tests and reporting findings.':
      'Planeamento e execução de testes de intrusão e comunicação dos resultados.',
    'Deploying, securing and operating cloud infrastructure.':
      'Implementação, proteção e operação de infraestruturas cloud.',
    'A stackable pathway for network vulnerability assessment.':
      'Um percurso acumulável para a avaliação de vulnerabilidades de rede.',
    'A stackable pathway for network security practitioners.':
      'Um percurso acumulável para profissionais de segurança de redes.',
    'A stackable pathway combining Security+ and Cloud+.':
      'Um percurso acumulável que combina Security+ e Cloud+.',
    'A stackable pathway combining Security+ and CySA+.':
      'Um percurso acumulável que combina Security+ e CySA+.',
  },
  page: {
    'Security operations centre (SOC) analysts':
      'Analistas de centros de operações de segurança (SOC)',
    'Threat intelligence and vulnerability analysts':
      'Analistas de inteligência de ameaças e de vulnerabilidades',
    'Incident responders who want to validate their skills':
      'Profissionais de resposta a incidentes que querem validar as suas competências',
    'Several years of hands-on experience in a security or operations role helps':
      'Vários anos de experiência prática numa função de segurança ou de operações são uma vantagem',
    'Vulnerability Management': 'Gestão de vulnerabilidades',
    'Incident Response and Management': 'Resposta e gestão de incidentes',
    'Reporting and Communication': 'Relatórios e comunicação',
    'Penetration testers and red-team members':
      'Profissionais de testes de intrusão e membros de equipas red team',
    'Vulnerability assessors and security consultants':
      'Avaliadores de vulnerabilidades e consultores de segurança',
    'Security analysts who want to think like an attacker':
      'Analistas de segurança que querem pensar como um atacante',
    'Hands-on experience with networks, Linux and Windows helps':
      'Experiência prática com redes, Linux e Windows é uma vantagem',
    'Engagement Management': 'Gestão do projeto de teste',
    'Reconnaissance and Enumeration': 'Reconhecimento e enumeração',
    'Vulnerability Discovery and Analysis': 'Descoberta e análise de vulnerabilidades',
    'Attacks and Exploits': 'Ataques e exploits',
    'Post-exploitation and Lateral Movement': 'Pós-exploração e movimento lateral',
    'System administrators moving workloads to the cloud':
      'Administradores de sistemas que estão a migrar cargas de trabalho para a cloud',
    'Cloud engineers and cloud operations staff': 'Engenheiros cloud e equipas de operações cloud',
    'Network engineers supporting hybrid environments':
      'Engenheiros de redes que dão suporte a ambientes híbridos',
    'Two to three years of systems administration or networking experience helps':
      'Dois a três anos de experiência em administração de sistemas ou redes são uma vantagem',
    'Cloud Architecture': 'Arquitetura cloud',
    Deployment: 'Implementação',
    Operations: 'Operações',
    Security: 'Segurança',
    'DevOps Fundamentals': 'Fundamentos de DevOps',
    Troubleshooting: 'Resolução de problemas',
    'CompTIA Security+ and PenTest+ — CompTIA awards this stackable certification once all of them are held':
      'CompTIA Security+ e PenTest+ — a CompTIA atribui esta certificação acumulável a quem tiver todas elas',
    'Security staff who assess networks for weaknesses':
      'Profissionais de segurança que avaliam redes à procura de vulnerabilidades',
    'Aspiring penetration testers who want a recognised milestone':
      'Futuros profissionais de testes de intrusão que querem alcançar um marco reconhecido',
    'CompTIA PenTest+ (PT0-003)': 'CompTIA PenTest+ (PT0-003)',
    'CompTIA Security+, PenTest+ and CySA+ — CompTIA awards this stackable certification once all of them are held':
      'CompTIA Security+, PenTest+ e CySA+ — a CompTIA atribui esta certificação acumulável a quem tiver todas elas',
    'Network and security engineers defending and testing networks':
      'Engenheiros de redes e de segurança que defendem e testam redes',
    'Analysts who want both offensive and defensive credentials':
      'Analistas que querem certificações tanto em segurança ofensiva como defensiva',
    'CompTIA Security+ and Cloud+ — CompTIA awards this stackable certification once all of them are held':
      'CompTIA Security+ e Cloud+ — a CompTIA atribui esta certificação acumulável a quem tiver todas elas',
    'Cloud administrators responsible for security':
      'Administradores cloud responsáveis pela segurança',
    'Security staff supporting cloud and hybrid platforms':
      'Profissionais de segurança que dão suporte a plataformas cloud e híbridas',
    'CompTIA Cloud+ (CV0-004)': 'CompTIA Cloud+ (CV0-004)',
    'CompTIA Security+ and CySA+ — CompTIA awards this stackable certification once all of them are held':
      'CompTIA Security+ e CySA+ — a CompTIA atribui esta certificação acumulável a quem tiver todas elas',
    'SOC analysts building a defensive security career':
      'Analistas de SOC que estão a construir uma carreira em segurança defensiva',
    'Administrators moving into security monitoring':
      'Administradores que estão a passar para a monitorização de segurança',
  },
};
export default texts;
