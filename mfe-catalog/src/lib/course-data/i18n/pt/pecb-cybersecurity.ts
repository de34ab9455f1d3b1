import type { GroupTexts } from '../../course-texts';

// European Portuguese: the summaries and page content of PECB's cybersecurity courses (English → European Portuguese).
const texts: GroupTexts = {
  summaries: {
    'Managing and running penetration tests.': 'Gestão e execução de testes de intrusão.',
    'Securing cloud services with ISO/IEC 27017 and 27018.':
      'Proteção de serviços cloud com a ISO/IEC 27017 e a 27018.',
    'Collecting and analysing digital evidence.': 'Recolha e análise de provas digitais.',
    'The Cybersecurity Maturity Model Certification programme.':
      'O programa Cybersecurity Maturity Model Certification.',
    'Protecting network infrastructure.': 'Proteção de infraestruturas de rede.',
    'Security for industrial control systems.': 'Segurança de sistemas de controlo industrial.',
  },
  page: {
    'Security managers and engineers': 'Gestores e engenheiros de segurança',
    'IT professionals responsible for protecting systems and networks':
      'Profissionais de TI responsáveis pela proteção de sistemas e redes',
    'Consultants advising on cybersecurity programmes':
      'Consultores que prestam aconselhamento sobre programas de cibersegurança',
    'A working knowledge of IT infrastructure and basic security concepts':
      'Conhecimentos práticos de infraestruturas de TI e de conceitos básicos de segurança',
    'Penetration testing concepts, ethics and legal considerations':
      'Conceitos de testes de intrusão, ética e aspetos legais',
    'Planning and scoping a test': 'Planeamento e definição do âmbito de um teste',
    'Running the test: reconnaissance, exploitation and post-exploitation':
      'Execução do teste: reconhecimento, exploração e pós-exploração',
    'Analysing results and reporting': 'Análise dos resultados e elaboração de relatórios',
    'Managing a penetration testing programme': 'Gestão de um programa de testes de intrusão',
    'Cloud computing concepts and shared responsibility':
      'Conceitos de computação cloud e responsabilidade partilhada',
    'Cloud security guidance in ISO/IEC 27017': 'Orientações de segurança cloud da ISO/IEC 27017',
    'Protecting personal data in public clouds with ISO/IEC 27018':
      'Proteção de dados pessoais em clouds públicas com a ISO/IEC 27018',
    'Cloud security risk management and monitoring':
      'Gestão do risco e monitorização da segurança cloud',
    'Forensic principles, evidence handling and chain of custody':
      'Princípios forenses, tratamento de provas e cadeia de custódia',
    'Acquiring evidence from computers and storage':
      'Aquisição de provas a partir de computadores e suportes de armazenamento',
    'Analysing file systems, operating systems and networks':
      'Análise de sistemas de ficheiros, sistemas operativos e redes',
    'Reporting findings and presenting evidence':
      'Comunicação das conclusões e apresentação de provas',
    'The CMMC programme and its levels': 'O programa CMMC e os seus níveis',
    'Practices and their assessment': 'As práticas e a sua avaliação',
    'Preparing an organisation for a CMMC assessment':
      'Preparação de uma organização para uma avaliação CMMC',
    'Documentation and continuous improvement': 'Documentação e melhoria contínua',
    'Network security concepts and architecture': 'Conceitos e arquitetura de segurança de redes',
    'Designing and implementing network security controls':
      'Conceção e implementação de controlos de segurança de redes',
    'Monitoring, testing and incident handling on networks':
      'Monitorização, testes e tratamento de incidentes em redes',
    'Managing a network security programme': 'Gestão de um programa de segurança de redes',
    'Industrial control systems and SCADA architecture':
      'Sistemas de controlo industrial e arquitetura SCADA',
    'Threats and vulnerabilities in operational technology':
      'Ameaças e vulnerabilidades nas tecnologias operacionais',
    'Designing and implementing an ICS security programme':
      'Conceção e implementação de um programa de segurança de ICS',
    'Incident response and continuity for industrial environments':
      'Resposta a incidentes e continuidade em ambientes industriais',
  },
};
export default texts;
