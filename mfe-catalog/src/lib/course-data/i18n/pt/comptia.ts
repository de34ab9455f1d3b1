import type { CourseTexts } from '../../course-texts';

// European Portuguese: CompTIA's shared course texts (English → European Portuguese).
const texts: CourseTexts = {
  'Core certifications that start an IT, networking or security career.':
    'Certificações essenciais para iniciar uma carreira em TI, redes ou segurança.',
  'Role-based certifications and stackable pathways for practitioners.':
    'Certificações orientadas para funções específicas e percursos acumuláveis para profissionais.',
  'Advanced security architecture and engineering.':
    'Arquitetura e engenharia de segurança avançadas.',
  'Can you provide the {title} exam voucher?': 'Podem fornecer o voucher de exame {title}?',
  'Yes. We can supply the exam voucher with the training or on its own; ask us for the current voucher price when you enquire. The exam itself is taken at a Pearson VUE test centre or online with remote proctoring.':
    'Sim. Podemos fornecer o voucher de exame juntamente com a formação ou em separado; peça-nos o preço atual do voucher quando pedir informações. O exame é realizado num centro de exames Pearson VUE ou online, com vigilância remota.',
  'Can I join from outside New Delhi?': 'Posso participar se não estiver em Nova Deli?',
  'Yes. Every batch runs as a live online classroom as well as in our New Delhi centre, with the same trainer, labs and practice tests.':
    'Sim. Todas as turmas decorrem online, em aulas em direto, e também no nosso centro de Nova Deli, com o mesmo formador, os mesmos laboratórios e os mesmos testes de prática.',
  'We recommend CompTIA Network+ or equivalent knowledge':
    'Recomendamos o CompTIA Network+ ou conhecimentos equivalentes',
  'Security Architecture': 'Arquitetura de segurança',
  'Security Operations': 'Operações de segurança',
  '750 (on a scale of 100-900)': '750 (numa escala de 100-900)',
  'CompTIA Security+ (SY0-701)': 'CompTIA Security+ (SY0-701)',
  'Is there a separate exam for {title}?': 'Há um exame à parte para a certificação {title}?',
  'No. This is a stackable certification: CompTIA awards it automatically once you hold all of the certifications it combines. We train and prepare you for each of those exams.':
    'Não. Trata-se de uma certificação acumulável: a CompTIA atribui-a automaticamente quando tiver todas as certificações que a compõem. Damos-lhe formação e preparamo-lo para cada um desses exames.',
  'We recommend CompTIA Security+ or equivalent knowledge':
    'Recomendamos o CompTIA Security+ ou conhecimentos equivalentes',
  'CompTIA CySA+ (CS0-003)': 'CompTIA CySA+ (CS0-003)',
};
export default texts;
