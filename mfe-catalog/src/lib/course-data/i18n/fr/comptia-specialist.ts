import type { GroupTexts } from '../../course-texts';

// French: the summaries and page content of CompTIA's Specialist courses (English → French).
const texts: GroupTexts = {
  summaries: {
    'Hardware, operating systems, troubleshooting and support fundamentals.':
      'Matériel, systèmes d’exploitation, dépannage et fondamentaux du support.',
    'Designing, running and troubleshooting wired and wireless networks.':
      'Conception, exploitation et dépannage de réseaux filaires et sans fil.',
    'The baseline skills for any cybersecurity role.':
      'Les compétences de base indispensables à tout poste en cybersécurité.',
    'A stackable pathway combining A+, Network+ and Security+.':
      'Un parcours empilable qui réunit A+, Network+ et Security+.',
  },
  page: {
    'School leavers and graduates starting a career in IT support':
      'Jeunes bacheliers et diplômés qui débutent une carrière dans le support informatique',
    'Help-desk and desktop support staff who want a recognised credential':
      'Techniciens help desk et support de proximité qui souhaitent une certification reconnue',
    'Career changers who want a structured first step into IT':
      'Personnes en reconversion qui veulent faire leurs premiers pas dans l’informatique de façon structurée',
    'No formal prerequisite': 'Aucun prérequis formel',
    'Comfort using a computer; around a year of hands-on tinkering helps but is not required':
      'Être à l’aise avec un ordinateur ; environ un an de pratique en autodidacte est un atout, mais n’est pas obligatoire',
    'Core 1 (220-1201): Mobile Devices': 'Core 1 (220-1201) : appareils mobiles',
    'Core 1 (220-1201): Networking': 'Core 1 (220-1201) : réseaux',
    'Core 1 (220-1201): Hardware': 'Core 1 (220-1201) : matériel',
    'Core 1 (220-1201): Virtualization and Cloud Computing':
      'Core 1 (220-1201) : virtualisation et cloud computing',
    'Core 1 (220-1201): Hardware and Network Troubleshooting':
      'Core 1 (220-1201) : dépannage du matériel et des réseaux',
    'Core 2 (220-1202): Operating Systems': 'Core 2 (220-1202) : systèmes d’exploitation',
    'Core 2 (220-1202): Security': 'Core 2 (220-1202) : sécurité',
    'Core 2 (220-1202): Software Troubleshooting': 'Core 2 (220-1202) : dépannage logiciel',
    'Core 2 (220-1202): Operational Procedures': 'Core 2 (220-1202) : procédures opérationnelles',
    '675 (on a scale of 100-900)': '675 (sur une échelle de 100-900)',
    '700 (on a scale of 100-900)': '700 (sur une échelle de 100-900)',
    'Do I need to pass both A+ exams?': 'Dois-je réussir les deux examens A+ ?',
    'Yes. A+ has two exams, Core 1 and Core 2, and you need both for the certification. Our 80-hour course prepares you for both, and you can sit them in either order.':
      'Oui. A+ comporte deux examens, Core 1 et Core 2, et vous devez réussir les deux pour obtenir la certification. Notre formation de 80 heures vous prépare aux deux, et vous pouvez les passer dans l’ordre de votre choix.',
    'Junior network administrators and NOC technicians':
      'Administrateurs réseau débutants et techniciens NOC',
    'IT support staff moving into networking':
      'Techniciens de support informatique qui se tournent vers les réseaux',
    'Anyone preparing for Security+ who wants solid networking foundations':
      'Toute personne qui prépare Security+ et souhaite acquérir de solides bases en réseaux',
    'We recommend CompTIA A+ or equivalent knowledge':
      'Nous recommandons CompTIA A+ ou des connaissances équivalentes',
    'Some hands-on experience with networks is helpful':
      'Une première expérience pratique des réseaux est utile',
    'Networking Concepts': 'Concepts de réseau',
    'Network Implementation': 'Mise en œuvre des réseaux',
    'Network Operations': 'Exploitation des réseaux',
    'Network Security': 'Sécurité des réseaux',
    'Network Troubleshooting': 'Dépannage des réseaux',
    '720 (on a scale of 100-900)': '720 (sur une échelle de 100-900)',
    'System and network administrators taking on security duties':
      'Administrateurs systèmes et réseaux qui prennent en charge des missions de sécurité',
    'Junior security analysts and SOC team members':
      'Analystes sécurité débutants et membres d’équipes SOC',
    'IT professionals who need a recognised baseline security certification':
      'Professionnels de l’informatique qui ont besoin d’une certification reconnue attestant des bases de la sécurité',
    'About two years of IT administration experience with a security focus helps':
      'Environ deux ans d’expérience en administration informatique, avec une orientation sécurité, sont un atout',
    'General Security Concepts': 'Concepts généraux de sécurité',
    'Threats, Vulnerabilities, and Mitigations': 'Menaces, vulnérabilités et mesures d’atténuation',
    'Security Program Management and Oversight': 'Gestion et supervision du programme de sécurité',
    'What does the Security+ exam look like?': 'Comment se présente l’examen Security+ ?',
    'The exam has a maximum of 90 questions, multiple-choice and performance-based, in 90 minutes. The passing score is 750 on a scale of 100-900. Our practice tests follow the same format.':
      'L’examen comporte 90 questions au maximum, à choix multiples et de mise en situation, en 90 minutes. Le score de réussite est de 750 sur une échelle de 100-900. Nos examens blancs suivent le même format.',
    'CompTIA A+, Network+ and Security+ — CompTIA awards this stackable certification once all of them are held':
      'CompTIA A+, Network+ et Security+ — CompTIA délivre cette certification empilable dès que vous les détenez toutes',
    'Newcomers who want a complete, guided route into infrastructure security':
      'Débutants qui souhaitent un parcours complet et accompagné vers la sécurité des infrastructures',
    'Support technicians planning the full A+, Network+ and Security+ journey':
      'Techniciens de support qui envisagent le parcours complet A+, Network+ et Security+',
    'No formal prerequisite; we start from A+ fundamentals':
      'Aucun prérequis formel ; nous partons des fondamentaux d’A+',
    'CompTIA A+ (220-1201 and 220-1202)': 'CompTIA A+ (220-1201 et 220-1202)',
    'CompTIA Network+ (N10-009)': 'CompTIA Network+ (N10-009)',
  },
};
export default texts;
