import type { CourseTexts } from '../../course-texts';

// Italian: CompTIA's shared course texts (English → Italian).
const texts: CourseTexts = {
  'Core certifications that start an IT, networking or security career.':
    'Le certificazioni di base con cui iniziare una carriera nell’IT, nelle reti o nella sicurezza.',
  'Role-based certifications and stackable pathways for practitioners.':
    'Certificazioni basate sul ruolo e percorsi componibili per chi lavora sul campo.',
  'Advanced security architecture and engineering.':
    'Architettura e ingegneria della sicurezza di livello avanzato.',
  'Can you provide the {title} exam voucher?': 'Potete fornire il voucher d’esame per {title}?',
  'Yes. We can supply the exam voucher with the training or on its own; ask us for the current voucher price when you enquire. The exam itself is taken at a Pearson VUE test centre or online with remote proctoring.':
    'Sì. Possiamo fornire il voucher d’esame insieme al corso oppure separatamente; il prezzo aggiornato del voucher viene comunicato su richiesta. L’esame si sostiene in un centro d’esame Pearson VUE oppure online con sorveglianza da remoto.',
  'Can I join from outside New Delhi?': 'Posso partecipare anche da fuori Nuova Delhi?',
  'Yes. Every batch runs as a live online classroom as well as in our New Delhi centre, with the same trainer, labs and practice tests.':
    'Sì. Ogni classe si svolge sia online dal vivo sia in aula nel nostro centro di Nuova Delhi, con lo stesso docente, gli stessi laboratori e le stesse simulazioni d’esame.',
  'We recommend CompTIA Network+ or equivalent knowledge':
    'Consigliamo CompTIA Network+ o conoscenze equivalenti',
  'Security Architecture': 'Architettura della sicurezza',
  'Security Operations': 'Operazioni di sicurezza',
  '750 (on a scale of 100-900)': '750 (su una scala 100-900)',
  'CompTIA Security+ (SY0-701)': 'CompTIA Security+ (SY0-701)',
  'Is there a separate exam for {title}?': 'C’è un esame a parte per {title}?',
  'No. This is a stackable certification: CompTIA awards it automatically once you hold all of the certifications it combines. We train and prepare you for each of those exams.':
    'No. Si tratta di una certificazione componibile: CompTIA la rilascia automaticamente a chi possiede tutte le certificazioni che la compongono. Il nostro corso offre formazione e preparazione per ciascuno di questi esami.',
  'We recommend CompTIA Security+ or equivalent knowledge':
    'Consigliamo CompTIA Security+ o conoscenze equivalenti',
  'CompTIA CySA+ (CS0-003)': 'CompTIA CySA+ (CS0-003)',
};
export default texts;
