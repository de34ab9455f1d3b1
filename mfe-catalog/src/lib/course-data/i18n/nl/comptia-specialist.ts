import type { GroupTexts } from '../../course-texts';

// Dutch: the summaries and page content of CompTIA's Specialist-level courses (English → Dutch).
const texts: GroupTexts = {
  summaries: {
    'Hardware, operating systems, troubleshooting and support fundamentals.':
      'Hardware, besturingssystemen, probleemoplossing en de basis van IT-support.',
    'Designing, running and troubleshooting wired and wireless networks.':
      'Bekabelde en draadloze netwerken ontwerpen, beheren en problemen erin oplossen.',
    'The baseline skills for any cybersecurity role.':
      'De basisvaardigheden voor elke functie in cybersecurity.',
    'A stackable pathway combining A+, Network+ and Security+.':
      'Een stapelbaar traject dat A+, Network+ en Security+ combineert.',
  },
  page: {
    'School leavers and graduates starting a career in IT support':
      'Schoolverlaters en afgestudeerden die een loopbaan in IT-support beginnen',
    'Help-desk and desktop support staff who want a recognised credential':
      'Helpdesk- en desktopsupportmedewerkers die een erkende certificering willen behalen',
    'Career changers who want a structured first step into IT':
      'Zij-instromers die een gestructureerde eerste stap in de IT willen zetten',
    'No formal prerequisite': 'Geen formele vooropleiding vereist',
    'Comfort using a computer; around a year of hands-on tinkering helps but is not required':
      'Je kunt goed met een computer overweg; zo’n jaar praktisch sleutelen aan computers helpt, maar is niet vereist',
    'Core 1 (220-1201): Mobile Devices': 'Core 1 (220-1201): Mobiele apparaten',
    'Core 1 (220-1201): Networking': 'Core 1 (220-1201): Netwerken',
    'Core 1 (220-1201): Hardware': 'Core 1 (220-1201): Hardware',
    'Core 1 (220-1201): Virtualization and Cloud Computing':
      'Core 1 (220-1201): Virtualisatie en cloudcomputing',
    'Core 1 (220-1201): Hardware and Network Troubleshooting':
      'Core 1 (220-1201): Problemen met hardware en netwerken oplossen',
    'Core 2 (220-1202): Operating Systems': 'Core 2 (220-1202): Besturingssystemen',
    'Core 2 (220-1202): Security': 'Core 2 (220-1202): Beveiliging',
    'Core 2 (220-1202): Software Troubleshooting': 'Core 2 (220-1202): Softwareproblemen oplossen',
    'Core 2 (220-1202): Operational Procedures': 'Core 2 (220-1202): Operationele procedures',
    '675 (on a scale of 100-900)': '675 (op een schaal van 100-900)',
    '700 (on a scale of 100-900)': '700 (op een schaal van 100-900)',
    'Do I need to pass both A+ exams?': 'Moet ik voor beide A+-examens slagen?',
    'Yes. A+ has two exams, Core 1 and Core 2, and you need both for the certification. Our 80-hour course prepares you for both, and you can sit them in either order.':
      'Ja. A+ bestaat uit twee examens, Core 1 en Core 2, en voor de certificering heb je ze allebei nodig. Onze training van 80 uur bereidt je op beide voor, en je kunt ze in willekeurige volgorde afleggen.',
    'Junior network administrators and NOC technicians': 'Junior netwerkbeheerders en NOC-technici',
    'IT support staff moving into networking':
      'IT-supportmedewerkers die de overstap naar netwerken maken',
    'Anyone preparing for Security+ who wants solid networking foundations':
      'Iedereen die zich voorbereidt op Security+ en een stevige basis in netwerken wil',
    'We recommend CompTIA A+ or equivalent knowledge':
      'We raden CompTIA A+ of vergelijkbare kennis aan',
    'Some hands-on experience with networks is helpful':
      'Enige praktijkervaring met netwerken komt van pas',
    'Networking Concepts': 'Netwerkconcepten',
    'Network Implementation': 'Netwerkimplementatie',
    'Network Operations': 'Netwerkbeheer',
    'Network Security': 'Netwerkbeveiliging',
    'Network Troubleshooting': 'Netwerkproblemen oplossen',
    '720 (on a scale of 100-900)': '720 (op een schaal van 100-900)',
    'System and network administrators taking on security duties':
      'Systeem- en netwerkbeheerders die beveiligingstaken op zich nemen',
    'Junior security analysts and SOC team members':
      'Junior securityanalisten en leden van SOC-teams',
    'IT professionals who need a recognised baseline security certification':
      'IT-professionals die een erkende basiscertificering in security nodig hebben',
    'About two years of IT administration experience with a security focus helps':
      'Ongeveer twee jaar ervaring in IT-beheer met een focus op beveiliging komt goed van pas',
    'General Security Concepts': 'Algemene beveiligingsconcepten',
    'Threats, Vulnerabilities, and Mitigations':
      'Dreigingen, kwetsbaarheden en mitigerende maatregelen',
    'Security Program Management and Oversight':
      'Beheer van en toezicht op het beveiligingsprogramma',
    'What does the Security+ exam look like?': 'Hoe ziet het Security+-examen eruit?',
    'The exam has a maximum of 90 questions, multiple-choice and performance-based, in 90 minutes. The passing score is 750 on a scale of 100-900. Our practice tests follow the same format.':
      'Het examen bestaat uit maximaal 90 vragen, meerkeuzevragen en praktijkgerichte (performance-based) vragen, in 90 minuten. De cesuur is 750 op een schaal van 100-900. Onze oefenexamens volgen dezelfde opzet.',
    'CompTIA A+, Network+ and Security+ — CompTIA awards this stackable certification once all of them are held':
      'CompTIA A+, Network+ en Security+ — CompTIA kent deze stapelbare certificering toe zodra je ze allemaal hebt behaald',
    'Newcomers who want a complete, guided route into infrastructure security':
      'Nieuwkomers die een complete, begeleide route naar infrastructuurbeveiliging willen',
    'Support technicians planning the full A+, Network+ and Security+ journey':
      'Supporttechnici die het volledige traject van A+, Network+ en Security+ willen doorlopen',
    'No formal prerequisite; we start from A+ fundamentals':
      'Geen formele vooropleiding vereist; we beginnen bij de basis van A+',
    'CompTIA A+ (220-1201 and 220-1202)': 'CompTIA A+ (220-1201 en 220-1202)',
    'CompTIA Network+ (N10-009)': 'CompTIA Network+ (N10-009)',
  },
};
export default texts;
