import type { GroupTexts } from '../../course-texts';

// Italian: the summaries and page content of CompTIA's Specialist courses (English → Italian).
const texts: GroupTexts = {
  summaries: {
    'Hardware, operating systems, troubleshooting and support fundamentals.':
      'Fondamenti di hardware, sistemi operativi, risoluzione dei problemi e supporto tecnico.',
    'Designing, running and troubleshooting wired and wireless networks.':
      'Progettazione, gestione e risoluzione dei problemi di reti cablate e wireless.',
    'The baseline skills for any cybersecurity role.':
      'Le competenze di base per qualsiasi ruolo nella cybersecurity.',
    'A stackable pathway combining A+, Network+ and Security+.':
      'Un percorso componibile che unisce A+, Network+ e Security+.',
  },
  page: {
    'School leavers and graduates starting a career in IT support':
      'Diplomati e laureati che iniziano una carriera nel supporto IT',
    'Help-desk and desktop support staff who want a recognised credential':
      'Personale di help desk e supporto desktop che desidera una certificazione riconosciuta',
    'Career changers who want a structured first step into IT':
      'Chi cambia carriera e cerca un primo passo strutturato nel mondo IT',
    'No formal prerequisite': 'Nessun prerequisito formale',
    'Comfort using a computer; around a year of hands-on tinkering helps but is not required':
      'Dimestichezza nell’uso del computer; circa un anno di pratica da autodidatta è utile ma non obbligatorio',
    'Core 1 (220-1201): Mobile Devices': 'Core 1 (220-1201): Dispositivi mobili',
    'Core 1 (220-1201): Networking': 'Core 1 (220-1201): Reti',
    'Core 1 (220-1201): Hardware': 'Core 1 (220-1201): Hardware',
    'Core 1 (220-1201): Virtualization and Cloud Computing':
      'Core 1 (220-1201): Virtualizzazione e cloud computing',
    'Core 1 (220-1201): Hardware and Network Troubleshooting':
      'Core 1 (220-1201): Risoluzione dei problemi hardware e di rete',
    'Core 2 (220-1202): Operating Systems': 'Core 2 (220-1202): Sistemi operativi',
    'Core 2 (220-1202): Security': 'Core 2 (220-1202): Sicurezza',
    'Core 2 (220-1202): Software Troubleshooting':
      'Core 2 (220-1202): Risoluzione dei problemi software',
    'Core 2 (220-1202): Operational Procedures': 'Core 2 (220-1202): Procedure operative',
    '675 (on a scale of 100-900)': '675 (su una scala 100-900)',
    '700 (on a scale of 100-900)': '700 (su una scala 100-900)',
    'Do I need to pass both A+ exams?': 'Devo superare entrambi gli esami A+?',
    'Yes. A+ has two exams, Core 1 and Core 2, and you need both for the certification. Our 80-hour course prepares you for both, and you can sit them in either order.':
      'Sì. A+ prevede due esami, Core 1 e Core 2, ed entrambi sono necessari per ottenere la certificazione. Il nostro corso di 80 ore prepara a tutti e due, che si possono sostenere in qualsiasi ordine.',
    'Junior network administrators and NOC technicians':
      'Amministratori di rete junior e tecnici NOC',
    'IT support staff moving into networking':
      'Personale del supporto IT che vuole specializzarsi nelle reti',
    'Anyone preparing for Security+ who wants solid networking foundations':
      'Chi si prepara a Security+ e vuole solide basi sulle reti',
    'We recommend CompTIA A+ or equivalent knowledge':
      'Consigliamo CompTIA A+ o conoscenze equivalenti',
    'Some hands-on experience with networks is helpful':
      'È utile una certa esperienza pratica con le reti',
    'Networking Concepts': 'Concetti di networking',
    'Network Implementation': 'Implementazione delle reti',
    'Network Operations': 'Gestione operativa delle reti',
    'Network Security': 'Sicurezza delle reti',
    'Network Troubleshooting': 'Risoluzione dei problemi di rete',
    '720 (on a scale of 100-900)': '720 (su una scala 100-900)',
    'System and network administrators taking on security duties':
      'Amministratori di sistema e di rete che assumono compiti di sicurezza',
    'Junior security analysts and SOC team members':
      'Analisti della sicurezza junior e membri di team SOC',
    'IT professionals who need a recognised baseline security certification':
      'Professionisti IT che hanno bisogno di una certificazione di base riconosciuta in materia di sicurezza',
    'About two years of IT administration experience with a security focus helps':
      'Sono utili circa due anni di esperienza nell’amministrazione IT con particolare attenzione alla sicurezza',
    'General Security Concepts': 'Concetti generali di sicurezza',
    'Threats, Vulnerabilities, and Mitigations': 'Minacce, vulnerabilità e mitigazioni',
    'Security Program Management and Oversight':
      'Gestione e supervisione del programma di sicurezza',
    'What does the Security+ exam look like?': 'Com’è strutturato l’esame Security+?',
    'The exam has a maximum of 90 questions, multiple-choice and performance-based, in 90 minutes. The passing score is 750 on a scale of 100-900. Our practice tests follow the same format.':
      'L’esame prevede al massimo 90 domande, a risposta multipla e di tipo pratico (performance-based), da completare in 90 minuti. Il punteggio minimo per superarlo è 750 su una scala 100-900. Le nostre simulazioni d’esame seguono lo stesso formato.',
    'CompTIA A+, Network+ and Security+ — CompTIA awards this stackable certification once all of them are held':
      'CompTIA A+, Network+ e Security+ — CompTIA rilascia questa certificazione componibile a chi le possiede tutte',
    'Newcomers who want a complete, guided route into infrastructure security':
      'Principianti che cercano un percorso completo e guidato verso la sicurezza delle infrastrutture',
    'Support technicians planning the full A+, Network+ and Security+ journey':
      'Tecnici di supporto che intendono seguire l’intero percorso A+, Network+ e Security+',
    'No formal prerequisite; we start from A+ fundamentals':
      'Nessun prerequisito formale; si parte dai fondamenti di A+',
    'CompTIA A+ (220-1201 and 220-1202)': 'CompTIA A+ (220-1201 e 220-1202)',
    'CompTIA Network+ (N10-009)': 'CompTIA Network+ (N10-009)',
  },
};
export default texts;
