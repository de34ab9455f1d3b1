import type { GroupTexts } from '../../course-texts';

// Dutch: the summaries and page content of PECB's artificial intelligence courses (English → Dutch).
const texts: GroupTexts = {
  summaries: {
    'Foundations of applying AI responsibly.': 'De basis om AI verantwoord toe te passen.',
    'Managing risks of AI systems.': 'Risico’s van AI-systemen beheersen.',
    'AI management systems.': 'Managementsystemen voor AI.',
  },
  page: {
    'Managers responsible for AI projects and products':
      'Managers die verantwoordelijk zijn voor AI-projecten en -producten',
    'Data scientists and engineers who want to apply AI responsibly':
      'Datascientists en engineers die AI verantwoord willen toepassen',
    'Risk, compliance and privacy professionals dealing with AI':
      'Professionals in risicomanagement, compliance en privacy die met AI te maken hebben',
    'A general understanding of AI concepts; no programming needed':
      'Algemeen begrip van AI-concepten; programmeerkennis is niet nodig',
    'AI concepts, machine learning and generative AI':
      'AI-concepten, machine learning en generatieve AI',
    'Finding and delivering AI use cases': 'Use cases voor AI vinden en realiseren',
    'Data, models and their limits': 'Data, modellen en hun beperkingen',
    'Ethics, regulation and responsible use': 'Ethiek, regelgeving en verantwoord gebruik',
    'AI risks: bias, safety, security and transparency':
      'AI-risico’s: bias, veiligheid, beveiliging en transparantie',
    'Risk frameworks for AI systems': 'Risicoraamwerken voor AI-systemen',
    'Assessing and treating AI risks': 'AI-risico’s beoordelen en behandelen',
    'Monitoring AI systems in operation': 'AI-systemen in productie monitoren',
    'AI management systems and the ISO/IEC 42001 requirements':
      'Managementsystemen voor AI en de eisen van ISO/IEC 42001',
    'Planning: context, AI policy and AI risk assessment':
      'Planning: context, AI-beleid en AI-risicobeoordeling',
    'Implementing controls across the AI life cycle':
      'Beheersmaatregelen implementeren in de hele levenscyclus van AI',
    'Monitoring, internal audit and improvement': 'Monitoring, interne audit en verbetering',
  },
};
export default texts;
