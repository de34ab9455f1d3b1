import type { CourseTexts } from '../../course-texts';

// Dutch: CompTIA's shared course texts (English → Dutch).
const texts: CourseTexts = {
  'Core certifications that start an IT, networking or security career.':
    'Basiscertificeringen waarmee je een loopbaan in IT, netwerken of security begint.',
  'Role-based certifications and stackable pathways for practitioners.':
    'Functiegerichte certificeringen en stapelbare trajecten voor professionals uit de praktijk.',
  'Advanced security architecture and engineering.':
    'Geavanceerde beveiligingsarchitectuur en security engineering.',
  'Can you provide the {title} exam voucher?':
    'Kunnen jullie het examenvoucher voor {title} leveren?',
  'Yes. We can supply the exam voucher with the training or on its own; ask us for the current voucher price when you enquire. The exam itself is taken at a Pearson VUE test centre or online with remote proctoring.':
    'Ja. We leveren het examenvoucher bij de training of los; vraag naar de actuele voucherprijs wanneer je informatie aanvraagt. Het examen zelf leg je af in een testcentrum van Pearson VUE of online met toezicht op afstand.',
  'Can I join from outside New Delhi?': 'Kan ik ook van buiten New Delhi meedoen?',
  'Yes. Every batch runs as a live online classroom as well as in our New Delhi centre, with the same trainer, labs and practice tests.':
    'Ja. Elke groep loopt zowel als live online klas als in ons centrum in New Delhi, met dezelfde trainer, dezelfde labs en dezelfde oefenexamens.',
  'We recommend CompTIA Network+ or equivalent knowledge':
    'We raden CompTIA Network+ of vergelijkbare kennis aan',
  'Security Architecture': 'Beveiligingsarchitectuur',
  'Security Operations': 'Beveiligingsoperaties',
  '750 (on a scale of 100-900)': '750 (op een schaal van 100-900)',
  'CompTIA Security+ (SY0-701)': 'CompTIA Security+ (SY0-701)',
  'Is there a separate exam for {title}?': 'Is er een apart examen voor {title}?',
  'No. This is a stackable certification: CompTIA awards it automatically once you hold all of the certifications it combines. We train and prepare you for each of those exams.':
    'Nee. Dit is een stapelbare certificering: CompTIA kent die automatisch toe zodra je alle certificeringen hebt behaald waaruit ze bestaat. We trainen je voor elk van die examens en bereiden je er gericht op voor.',
  'We recommend CompTIA Security+ or equivalent knowledge':
    'We raden CompTIA Security+ of vergelijkbare kennis aan',
  'CompTIA CySA+ (CS0-003)': 'CompTIA CySA+ (CS0-003)',
};
export default texts;
