import type { GroupTexts } from '../../course-texts';

// French: the summaries and page content of PECB's artificial intelligence courses (English → French).
const texts: GroupTexts = {
  summaries: {
    'Foundations of applying AI responsibly.': 'Les bases d’une utilisation responsable de l’IA.',
    'Managing risks of AI systems.': 'Gestion des risques des systèmes d’IA.',
    'AI management systems.': 'Systèmes de management de l’IA.',
  },
  page: {
    'Managers responsible for AI projects and products':
      'Managers responsables de projets et de produits d’IA',
    'Data scientists and engineers who want to apply AI responsibly':
      'Data scientists et ingénieurs qui souhaitent appliquer l’IA de manière responsable',
    'Risk, compliance and privacy professionals dealing with AI':
      'Professionnels du risque, de la conformité et de la protection des données confrontés à l’IA',
    'A general understanding of AI concepts; no programming needed':
      'Une compréhension générale des concepts de l’IA ; aucune compétence en programmation n’est requise',
    'AI concepts, machine learning and generative AI':
      'Concepts de l’IA, apprentissage automatique et IA générative',
    'Finding and delivering AI use cases': 'Identification et mise en œuvre de cas d’usage de l’IA',
    'Data, models and their limits': 'Les données, les modèles et leurs limites',
    'Ethics, regulation and responsible use': 'Éthique, réglementation et usage responsable',
    'AI risks: bias, safety, security and transparency':
      'Risques de l’IA : biais, sûreté, sécurité et transparence',
    'Risk frameworks for AI systems': 'Cadres de gestion des risques pour les systèmes d’IA',
    'Assessing and treating AI risks': 'Appréciation et traitement des risques liés à l’IA',
    'Monitoring AI systems in operation': 'Surveillance des systèmes d’IA en exploitation',
    'AI management systems and the ISO/IEC 42001 requirements':
      'Les systèmes de management de l’IA et les exigences de l’ISO/IEC 42001',
    'Planning: context, AI policy and AI risk assessment':
      'Planification : contexte, politique d’IA et appréciation des risques liés à l’IA',
    'Implementing controls across the AI life cycle':
      'Mise en œuvre des mesures tout au long du cycle de vie de l’IA',
    'Monitoring, internal audit and improvement': 'Surveillance, audit interne et amélioration',
  },
};
export default texts;
