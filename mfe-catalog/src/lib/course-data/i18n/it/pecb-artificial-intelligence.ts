import type { GroupTexts } from '../../course-texts';

// Italian: the summaries and page content of PECB's artificial intelligence courses (English → Italian).
const texts: GroupTexts = {
  summaries: {
    'Foundations of applying AI responsibly.': 'Le basi per applicare l’IA in modo responsabile.',
    'Managing risks of AI systems.': 'Gestione dei rischi dei sistemi di IA.',
    'AI management systems.': 'Sistemi di gestione dell’IA.',
  },
  page: {
    'Managers responsible for AI projects and products':
      'Manager responsabili di progetti e prodotti di IA',
    'Data scientists and engineers who want to apply AI responsibly':
      'Data scientist e ingegneri che vogliono applicare l’IA in modo responsabile',
    'Risk, compliance and privacy professionals dealing with AI':
      'Professionisti del rischio, della compliance e della privacy che si occupano di IA',
    'A general understanding of AI concepts; no programming needed':
      'Una conoscenza generale dei concetti di IA; non è richiesta esperienza di programmazione',
    'AI concepts, machine learning and generative AI':
      'Concetti di IA, machine learning e IA generativa',
    'Finding and delivering AI use cases': 'Individuazione e realizzazione di casi d’uso dell’IA',
    'Data, models and their limits': 'Dati, modelli e relativi limiti',
    'Ethics, regulation and responsible use': 'Etica, regolamentazione e uso responsabile',
    'AI risks: bias, safety, security and transparency':
      'Rischi dell’IA: bias, sicurezza d’uso, sicurezza informatica e trasparenza',
    'Risk frameworks for AI systems': 'Framework di gestione del rischio per i sistemi di IA',
    'Assessing and treating AI risks': 'Valutazione e trattamento dei rischi dell’IA',
    'Monitoring AI systems in operation': 'Monitoraggio dei sistemi di IA in esercizio',
    'AI management systems and the ISO/IEC 42001 requirements':
      'I sistemi di gestione dell’IA e i requisiti della ISO/IEC 42001',
    'Planning: context, AI policy and AI risk assessment':
      'Pianificazione: contesto, politica per l’IA e valutazione dei rischi dell’IA',
    'Implementing controls across the AI life cycle':
      'Implementazione dei controlli lungo il ciclo di vita dell’IA',
    'Monitoring, internal audit and improvement': 'Monitoraggio, audit interno e miglioramento',
  },
};
export default texts;
