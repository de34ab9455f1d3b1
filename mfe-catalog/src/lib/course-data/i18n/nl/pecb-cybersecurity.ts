import type { GroupTexts } from '../../course-texts';

// Dutch: the summaries and page content of PECB's cybersecurity courses (English → Dutch).
const texts: GroupTexts = {
  summaries: {
    'Managing and running penetration tests.': 'Penetratietests managen en uitvoeren.',
    'Securing cloud services with ISO/IEC 27017 and 27018.':
      'Clouddiensten beveiligen met ISO/IEC 27017 en 27018.',
    'Collecting and analysing digital evidence.': 'Digitaal bewijs verzamelen en analyseren.',
    'The Cybersecurity Maturity Model Certification programme.':
      'Het programma Cybersecurity Maturity Model Certification.',
    'Protecting network infrastructure.': 'Netwerkinfrastructuur beschermen.',
    'Security for industrial control systems.': 'Beveiliging van industriële besturingssystemen.',
  },
  page: {
    'Security managers and engineers': 'Securitymanagers en security engineers',
    'IT professionals responsible for protecting systems and networks':
      'IT-professionals die verantwoordelijk zijn voor de bescherming van systemen en netwerken',
    'Consultants advising on cybersecurity programmes':
      'Consultants die adviseren over cybersecurityprogramma’s',
    'A working knowledge of IT infrastructure and basic security concepts':
      'Praktische kennis van IT-infrastructuur en basisconcepten van beveiliging',
    'Penetration testing concepts, ethics and legal considerations':
      'Concepten van penetratietests, ethiek en juridische aspecten',
    'Planning and scoping a test': 'Een test plannen en de scope bepalen',
    'Running the test: reconnaissance, exploitation and post-exploitation':
      'De test uitvoeren: verkenning, exploitatie en post-exploitatie',
    'Analysing results and reporting': 'Resultaten analyseren en rapporteren',
    'Managing a penetration testing programme': 'Een programma voor penetratietests managen',
    'Cloud computing concepts and shared responsibility':
      'Concepten van cloudcomputing en gedeelde verantwoordelijkheid',
    'Cloud security guidance in ISO/IEC 27017':
      'Richtlijnen voor cloudbeveiliging in ISO/IEC 27017',
    'Protecting personal data in public clouds with ISO/IEC 27018':
      'Persoonsgegevens in publieke clouds beschermen met ISO/IEC 27018',
    'Cloud security risk management and monitoring':
      'Risicomanagement en monitoring voor cloudbeveiliging',
    'Forensic principles, evidence handling and chain of custody':
      'Forensische principes, omgang met bewijs en de bewijsketen (chain of custody)',
    'Acquiring evidence from computers and storage':
      'Bewijs veiligstellen van computers en opslagmedia',
    'Analysing file systems, operating systems and networks':
      'Bestandssystemen, besturingssystemen en netwerken analyseren',
    'Reporting findings and presenting evidence': 'Bevindingen rapporteren en bewijs presenteren',
    'The CMMC programme and its levels': 'Het CMMC-programma en de niveaus ervan',
    'Practices and their assessment': 'Praktijken en de beoordeling ervan',
    'Preparing an organisation for a CMMC assessment':
      'Een organisatie voorbereiden op een CMMC-assessment',
    'Documentation and continuous improvement': 'Documentatie en continue verbetering',
    'Network security concepts and architecture':
      'Concepten en architectuur van netwerkbeveiliging',
    'Designing and implementing network security controls':
      'Beheersmaatregelen voor netwerkbeveiliging ontwerpen en implementeren',
    'Monitoring, testing and incident handling on networks':
      'Monitoring, testen en incidentafhandeling in netwerken',
    'Managing a network security programme': 'Een programma voor netwerkbeveiliging managen',
    'Industrial control systems and SCADA architecture':
      'Industriële besturingssystemen en SCADA-architectuur',
    'Threats and vulnerabilities in operational technology':
      'Dreigingen en kwetsbaarheden in operationele technologie',
    'Designing and implementing an ICS security programme':
      'Een beveiligingsprogramma voor ICS ontwerpen en implementeren',
    'Incident response and continuity for industrial environments':
      'Incidentrespons en continuïteit in industriële omgevingen',
  },
};
export default texts;
