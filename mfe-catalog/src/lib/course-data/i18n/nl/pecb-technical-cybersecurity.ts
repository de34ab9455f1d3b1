import type { GroupTexts } from '../../course-texts';

// Dutch: the summaries and page content of PECB's technical cybersecurity courses (English → Dutch).
const texts: GroupTexts = {
  summaries: {
    'Ethical hacking techniques and methodology.': 'Technieken en methodiek van ethisch hacken.',
    'Analysing threats and adversary behaviour.':
      'Dreigingen en het gedrag van aanvallers analyseren.',
    'Forensic investigation of digital systems.': 'Forensisch onderzoek van digitale systemen.',
    'Detecting, containing and recovering from incidents.':
      'Incidenten detecteren, indammen en ervan herstellen.',
  },
  page: {
    'Security analysts, testers and investigators': 'Securityanalisten, testers en onderzoekers',
    'System and network administrators moving into security':
      'Systeem- en netwerkbeheerders die de overstap naar security maken',
    'SOC and incident response team members': 'Leden van SOC- en incidentresponsteams',
    'Hands-on experience with operating systems and networks':
      'Praktijkervaring met besturingssystemen en netwerken',
    'Ethical hacking methodology and rules of engagement':
      'Methodiek van ethisch hacken en de spelregels van de opdracht (rules of engagement)',
    'Reconnaissance and scanning': 'Verkenning en scanning',
    'Exploiting systems, web applications and networks':
      'Kwetsbaarheden in systemen, webapplicaties en netwerken uitbuiten',
    'Reporting and recommending remediation': 'Rapporteren en herstelmaatregelen aanbevelen',
    'Threat intelligence concepts and sources': 'Concepten en bronnen van threat intelligence',
    'Adversary tactics, techniques and procedures':
      'Tactieken, technieken en procedures van aanvallers',
    'Threat hunting and analysis': 'Threat hunting en analyse',
    'Sharing and acting on intelligence': 'Dreigingsinformatie delen en erop handelen',
    'Forensic process and evidence handling': 'Het forensische proces en de omgang met bewijs',
    'Disk, memory and mobile device analysis':
      'Analyse van schijven, geheugen en mobiele apparaten',
    'Network and cloud forensics': 'Forensisch onderzoek van netwerken en de cloud',
    'Reporting and expert testimony': 'Rapportage en optreden als getuige-deskundige',
    'Incident response life cycle and team organisation':
      'De levenscyclus van incidentrespons en de organisatie van het team',
    'Detection and analysis': 'Detectie en analyse',
    'Containment, eradication and recovery': 'Indamming, verwijdering en herstel',
    'Post-incident activity and improvement': 'Activiteiten na een incident en verbetering',
  },
};
export default texts;
