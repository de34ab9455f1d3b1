import type { GroupTexts } from '../../course-texts';

// European Portuguese: the summaries and page content of CompTIA's Specialist courses (English → European Portuguese).
const texts: GroupTexts = {
  summaries: {
    'Hardware, operating systems, troubleshooting and support fundamentals.':
      'Hardware, sistemas operativos, resolução de problemas e fundamentos de suporte técnico.',
    'Designing, running and troubleshooting wired and wireless networks.':
      'Conceção, gestão e resolução de problemas de redes com e sem fios.',
    'The baseline skills for any cybersecurity role.':
      'As competências de base para qualquer função em cibersegurança.',
    'A stackable pathway combining A+, Network+ and Security+.':
      'Um percurso acumulável que combina A+, Network+ e Security+.',
  },
  page: {
    'School leavers and graduates starting a career in IT support':
      'Jovens que terminaram o ensino secundário e recém-licenciados a iniciar uma carreira em suporte de TI',
    'Help-desk and desktop support staff who want a recognised credential':
      'Técnicos de help desk e de suporte a postos de trabalho que querem uma certificação reconhecida',
    'Career changers who want a structured first step into IT':
      'Pessoas em mudança de carreira que procuram um primeiro passo estruturado nas TI',
    'No formal prerequisite': 'Sem pré-requisitos formais',
    'Comfort using a computer; around a year of hands-on tinkering helps but is not required':
      'À-vontade a utilizar um computador; cerca de um ano de experiência prática a mexer em equipamentos ajuda, mas não é obrigatório',
    'Core 1 (220-1201): Mobile Devices': 'Core 1 (220-1201): Dispositivos móveis',
    'Core 1 (220-1201): Networking': 'Core 1 (220-1201): Redes',
    'Core 1 (220-1201): Hardware': 'Core 1 (220-1201): Hardware',
    'Core 1 (220-1201): Virtualization and Cloud Computing':
      'Core 1 (220-1201): Virtualização e computação cloud',
    'Core 1 (220-1201): Hardware and Network Troubleshooting':
      'Core 1 (220-1201): Resolução de problemas de hardware e de rede',
    'Core 2 (220-1202): Operating Systems': 'Core 2 (220-1202): Sistemas operativos',
    'Core 2 (220-1202): Security': 'Core 2 (220-1202): Segurança',
    'Core 2 (220-1202): Software Troubleshooting':
      'Core 2 (220-1202): Resolução de problemas de software',
    'Core 2 (220-1202): Operational Procedures': 'Core 2 (220-1202): Procedimentos operacionais',
    '675 (on a scale of 100-900)': '675 (numa escala de 100-900)',
    '700 (on a scale of 100-900)': '700 (numa escala de 100-900)',
    'Do I need to pass both A+ exams?': 'Tenho de ser aprovado nos dois exames do A+?',
    'Yes. A+ has two exams, Core 1 and Core 2, and you need both for the certification. Our 80-hour course prepares you for both, and you can sit them in either order.':
      'Sim. O A+ tem dois exames, Core 1 e Core 2, e precisa de ambos para obter a certificação. O nosso curso de 80 horas prepara-o para os dois, e pode fazê-los por qualquer ordem.',
    'Junior network administrators and NOC technicians':
      'Administradores de redes juniores e técnicos de NOC',
    'IT support staff moving into networking':
      'Profissionais de suporte de TI que querem passar para a área de redes',
    'Anyone preparing for Security+ who wants solid networking foundations':
      'Quem se prepara para o Security+ e quer bases sólidas em redes',
    'We recommend CompTIA A+ or equivalent knowledge':
      'Recomendamos o CompTIA A+ ou conhecimentos equivalentes',
    'Some hands-on experience with networks is helpful':
      'Alguma experiência prática com redes é útil',
    'Networking Concepts': 'Conceitos de redes',
    'Network Implementation': 'Implementação de redes',
    'Network Operations': 'Operações de rede',
    'Network Security': 'Segurança de redes',
    'Network Troubleshooting': 'Resolução de problemas de rede',
    '720 (on a scale of 100-900)': '720 (numa escala de 100-900)',
    'System and network administrators taking on security duties':
      'Administradores de sistemas e redes que assumem funções de segurança',
    'Junior security analysts and SOC team members':
      'Analistas de segurança juniores e membros de equipas de SOC',
    'IT professionals who need a recognised baseline security certification':
      'Profissionais de TI que precisam de uma certificação de segurança de base reconhecida',
    'About two years of IT administration experience with a security focus helps':
      'Cerca de dois anos de experiência em administração de TI com foco em segurança são uma vantagem',
    'General Security Concepts': 'Conceitos gerais de segurança',
    'Threats, Vulnerabilities, and Mitigations': 'Ameaças, vulnerabilidades e mitigações',
    'Security Program Management and Oversight': 'Gestão e supervisão do programa de segurança',
    'What does the Security+ exam look like?': 'Como é o exame Security+?',
    'The exam has a maximum of 90 questions, multiple-choice and performance-based, in 90 minutes. The passing score is 750 on a scale of 100-900. Our practice tests follow the same format.':
      'O exame tem um máximo de 90 perguntas, de escolha múltipla e baseadas no desempenho, em 90 minutos. A nota mínima é 750 numa escala de 100-900. Os nossos testes de prática seguem o mesmo formato.',
    'CompTIA A+, Network+ and Security+ — CompTIA awards this stackable certification once all of them are held':
      'CompTIA A+, Network+ e Security+ — a CompTIA atribui esta certificação acumulável a quem tiver todas elas',
    'Newcomers who want a complete, guided route into infrastructure security':
      'Principiantes que querem um percurso completo e acompanhado até à segurança de infraestruturas',
    'Support technicians planning the full A+, Network+ and Security+ journey':
      'Técnicos de suporte que planeiam o percurso completo de A+, Network+ e Security+',
    'No formal prerequisite; we start from A+ fundamentals':
      'Sem pré-requisitos formais; começamos pelos fundamentos do A+',
    'CompTIA A+ (220-1201 and 220-1202)': 'CompTIA A+ (220-1201 e 220-1202)',
    'CompTIA Network+ (N10-009)': 'CompTIA Network+ (N10-009)',
  },
};
export default texts;
