import type { CourseTexts } from '../../course-texts';

// Italian: PECB's shared course texts (English → Italian).
const texts: CourseTexts = {
  'ISO/IEC 27000 family management systems and leadership.':
    'Sistemi di gestione della famiglia ISO/IEC 27000 e leadership.',
  'Protecting systems, networks and cloud services.':
    'Protezione di sistemi, reti e servizi cloud.',
  'Quality, asset, laboratory and service management standards.':
    'Norme per la gestione della qualità, degli asset, dei laboratori e dei servizi.',
  'Risk, anti-bribery, compliance and IT governance.':
    'Rischio, prevenzione della corruzione, compliance e governance dell’IT.',
  'Responsible AI management and risk.': 'Gestione responsabile dell’IA e dei relativi rischi.',
  'GDPR and privacy information management.': 'GDPR e gestione delle informazioni sulla privacy.',
  'Business continuity, crisis management and operational resilience.':
    'Continuità operativa, gestione delle crisi e resilienza operativa.',
  'Hands-on offensive and defensive security.':
    'Sicurezza offensiva e difensiva, con un approccio pratico.',
  'Leading technology-driven change in organisations.':
    'Guidare il cambiamento tecnologico nelle organizzazioni.',
  'Digital transformation is less about buying new technology than about changing how an organisation works: its processes, its culture and the way it serves customers. Projects fail when strategy, people and technology move at different speeds.':
    'La trasformazione digitale non consiste tanto nell’acquistare nuove tecnologie quanto nel cambiare il funzionamento di un’organizzazione: i processi, la cultura e il modo in cui serve i clienti. I progetti falliscono quando strategia, persone e tecnologia procedono a velocità diverse.',
  'Our digital transformation programmes help managers and team leads plan change, choose what to digitise first, measure progress and keep security, privacy and continuity in view from the start.':
    'I nostri programmi di trasformazione digitale aiutano manager e team leader a pianificare il cambiamento, scegliere che cosa digitalizzare per primo, misurare i progressi e tenere presenti sicurezza, privacy e continuità fin dall’inizio.',
  'Batches are arranged on demand for teams and individuals, online or at our New Delhi centre. Tell us about your organisation and we will suggest the right mix of PECB training, including courses from our governance, quality and artificial intelligence categories.':
    'Le classi sono organizzate su richiesta per team e singoli partecipanti, online o nel nostro centro di Nuova Delhi. Basta descriverci la propria organizzazione: suggeriremo il giusto mix di corsi PECB, compresi quelli delle nostre categorie governance, qualità e intelligenza artificiale.',
  'PECB certification: {title}': 'Certificazione PECB: {title}',
  'How long is the {title} course?': 'Quanto dura il corso {title}?',
  '{hours} hours of instructor-led training, usually as five full days or in evening and weekend batches. The PECB exam follows the training.':
    '{hours} ore di formazione con docente, di solito in cinque giornate intere oppure in classi serali e del fine settimana. L’esame PECB si svolge al termine del corso.',
  'Is the PECB exam included?': 'L’esame PECB è incluso?',
  'We quote training, course materials and the PECB exam together or separately, whichever suits you; ask us when you enquire.':
    'Possiamo proporre un preventivo per formazione, materiale didattico ed esame PECB, insieme o separatamente, come si preferisce: basta indicarlo nella richiesta di informazioni.',
  'Can I attend online?': 'Posso seguire il corso online?',
  'Yes. Every batch runs as a live online classroom as well as in our New Delhi centre.':
    'Sì. Ogni classe si svolge sia online dal vivo sia in aula nel nostro centro di Nuova Delhi.',
  'Monitoring, audit and improvement': 'Monitoraggio, audit e miglioramento',
};
export default texts;
