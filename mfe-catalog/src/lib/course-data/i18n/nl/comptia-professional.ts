import type { GroupTexts } from '../../course-texts';

// Dutch: the summaries and page content of CompTIA's Professional-level courses (English → Dutch).
const texts: GroupTexts = {
  summaries: {
    'Security analytics, threat detection and incident response.':
      'Securityanalyse, dreigingsdetectie en incidentrespons.',
    'Planning and running penetration tests and reporting findings.':
      'Penetratietests plannen en uitvoeren en de bevindingen rapporteren.',
    'Deploying, securing and operating cloud infrastructure.':
      'Cloudinfrastructuur uitrollen, beveiligen en beheren.',
    'A stackable pathway for network vulnerability assessment.':
      'Een stapelbaar traject voor het beoordelen van kwetsbaarheden in netwerken.',
    'A stackable pathway for network security practitioners.':
      'Een stapelbaar traject voor professionals in netwerkbeveiliging.',
    'A stackable pathway combining Security+ and Cloud+.':
      'Een stapelbaar traject dat Security+ en Cloud+ combineert.',
    'A stackable pathway combining Security+ and CySA+.':
      'Een stapelbaar traject dat Security+ en CySA+ combineert.',
  },
  page: {
    'Security operations centre (SOC) analysts':
      'Analisten in een security operations center (SOC)',
    'Threat intelligence and vulnerability analysts':
      'Threat-intelligence- en kwetsbaarheidsanalisten',
    'Incident responders who want to validate their skills':
      'Incident responders die hun vaardigheden officieel willen aantonen',
    'Several years of hands-on experience in a security or operations role helps':
      'Enkele jaren praktijkervaring in een security- of operationele functie komt goed van pas',
    'Vulnerability Management': 'Kwetsbaarheidsbeheer',
    'Incident Response and Management': 'Incidentrespons en -beheer',
    'Reporting and Communication': 'Rapportage en communicatie',
    'Penetration testers and red-team members': 'Pentesters en leden van red teams',
    'Vulnerability assessors and security consultants':
      'Specialisten in kwetsbaarheidsbeoordeling en securityconsultants',
    'Security analysts who want to think like an attacker':
      'Securityanalisten die willen leren denken als een aanvaller',
    'Hands-on experience with networks, Linux and Windows helps':
      'Praktijkervaring met netwerken, Linux en Windows komt goed van pas',
    'Engagement Management': 'Opdrachtbeheer',
    'Reconnaissance and Enumeration': 'Verkenning en enumeratie',
    'Vulnerability Discovery and Analysis': 'Kwetsbaarheden opsporen en analyseren',
    'Attacks and Exploits': 'Aanvallen en exploits',
    'Post-exploitation and Lateral Movement': 'Post-exploitatie en laterale beweging',
    'System administrators moving workloads to the cloud':
      'Systeembeheerders die workloads naar de cloud verhuizen',
    'Cloud engineers and cloud operations staff': 'Cloud engineers en medewerkers cloudbeheer',
    'Network engineers supporting hybrid environments':
      'Netwerkengineers die hybride omgevingen ondersteunen',
    'Two to three years of systems administration or networking experience helps':
      'Twee tot drie jaar ervaring in systeem- of netwerkbeheer komt goed van pas',
    'Cloud Architecture': 'Cloudarchitectuur',
    Deployment: 'Uitrol',
    Operations: 'Beheer',
    Security: 'Beveiliging',
    'DevOps Fundamentals': 'Basisprincipes van DevOps',
    Troubleshooting: 'Probleemoplossing',
    'CompTIA Security+ and PenTest+ — CompTIA awards this stackable certification once all of them are held':
      'CompTIA Security+ en PenTest+ — CompTIA kent deze stapelbare certificering toe zodra je ze allemaal hebt behaald',
    'Security staff who assess networks for weaknesses':
      'Securitymedewerkers die netwerken op zwakke plekken onderzoeken',
    'Aspiring penetration testers who want a recognised milestone':
      'Aankomende pentesters die een erkende mijlpaal willen behalen',
    'CompTIA PenTest+ (PT0-003)': 'CompTIA PenTest+ (PT0-003)',
    'CompTIA Security+, PenTest+ and CySA+ — CompTIA awards this stackable certification once all of them are held':
      'CompTIA Security+, PenTest+ en CySA+ — CompTIA kent deze stapelbare certificering toe zodra je ze allemaal hebt behaald',
    'Network and security engineers defending and testing networks':
      'Netwerk- en security engineers die netwerken verdedigen en testen',
    'Analysts who want both offensive and defensive credentials':
      'Analisten die zowel offensieve als defensieve certificeringen willen behalen',
    'CompTIA Security+ and Cloud+ — CompTIA awards this stackable certification once all of them are held':
      'CompTIA Security+ en Cloud+ — CompTIA kent deze stapelbare certificering toe zodra je ze allemaal hebt behaald',
    'Cloud administrators responsible for security':
      'Cloudbeheerders die verantwoordelijk zijn voor beveiliging',
    'Security staff supporting cloud and hybrid platforms':
      'Securitymedewerkers die cloud- en hybride platforms ondersteunen',
    'CompTIA Cloud+ (CV0-004)': 'CompTIA Cloud+ (CV0-004)',
    'CompTIA Security+ and CySA+ — CompTIA awards this stackable certification once all of them are held':
      'CompTIA Security+ en CySA+ — CompTIA kent deze stapelbare certificering toe zodra je ze allemaal hebt behaald',
    'SOC analysts building a defensive security career':
      'SOC-analisten die een loopbaan in defensieve security opbouwen',
    'Administrators moving into security monitoring':
      'Beheerders die de overstap maken naar securitymonitoring',
  },
};
export default texts;
