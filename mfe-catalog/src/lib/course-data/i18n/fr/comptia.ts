import type { CourseTexts } from '../../course-texts';

// French: CompTIA's shared course texts (English → French).
const texts: CourseTexts = {
  'Core certifications that start an IT, networking or security career.':
    'Les certifications fondamentales pour lancer une carrière en informatique, en réseaux ou en sécurité.',
  'Role-based certifications and stackable pathways for practitioners.':
    'Des certifications axées sur les métiers et des parcours empilables pour les professionnels en poste.',
  'Advanced security architecture and engineering.':
    'Architecture et ingénierie de la sécurité de niveau avancé.',
  'Can you provide the {title} exam voucher?': 'Pouvez-vous fournir le voucher d’examen {title} ?',
  'Yes. We can supply the exam voucher with the training or on its own; ask us for the current voucher price when you enquire. The exam itself is taken at a Pearson VUE test centre or online with remote proctoring.':
    'Oui. Nous pouvons fournir le voucher d’examen avec la formation ou seul ; demandez-nous son tarif actuel lorsque vous vous renseignez. L’examen lui-même se passe dans un centre d’examen Pearson VUE ou en ligne, sous surveillance à distance.',
  'Can I join from outside New Delhi?':
    'Puis-je suivre la formation si je ne suis pas à New Delhi ?',
  'Yes. Every batch runs as a live online classroom as well as in our New Delhi centre, with the same trainer, labs and practice tests.':
    'Oui. Chaque session a lieu en direct en ligne comme dans notre centre de New Delhi, avec le même formateur, les mêmes labs et les mêmes examens blancs.',
  'We recommend CompTIA Network+ or equivalent knowledge':
    'Nous recommandons CompTIA Network+ ou des connaissances équivalentes',
  'Security Architecture': 'Architecture de sécurité',
  'Security Operations': 'Opérations de sécurité',
  '750 (on a scale of 100-900)': '750 (sur une échelle de 100-900)',
  'CompTIA Security+ (SY0-701)': 'CompTIA Security+ (SY0-701)',
  'Is there a separate exam for {title}?': 'Existe-t-il un examen distinct pour {title} ?',
  'No. This is a stackable certification: CompTIA awards it automatically once you hold all of the certifications it combines. We train and prepare you for each of those exams.':
    'Non. Il s’agit d’une certification empilable : CompTIA vous la délivre automatiquement dès que vous détenez toutes les certifications qu’elle regroupe. Nous vous formons et vous préparons à chacun de ces examens.',
  'We recommend CompTIA Security+ or equivalent knowledge':
    'Nous recommandons CompTIA Security+ ou des connaissances équivalentes',
  'CompTIA CySA+ (CS0-003)': 'CompTIA CySA+ (CS0-003)',
};
export default texts;
