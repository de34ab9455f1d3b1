import type { GroupTexts } from '../../course-texts';

// European Portuguese: the summaries and page content of PECB's artificial intelligence courses (English → European Portuguese).
const texts: GroupTexts = {
  summaries: {
    'Foundations of applying AI responsibly.': 'Fundamentos da aplicação responsável da IA.',
    'Managing risks of AI systems.': 'Gestão dos riscos dos sistemas de IA.',
    'AI management systems.': 'Sistemas de gestão da IA.',
  },
  page: {
    'Managers responsible for AI projects and products':
      'Gestores responsáveis por projetos e produtos de IA',
    'Data scientists and engineers who want to apply AI responsibly':
      'Cientistas de dados e engenheiros que querem aplicar a IA de forma responsável',
    'Risk, compliance and privacy professionals dealing with AI':
      'Profissionais de risco, conformidade e privacidade que lidam com a IA',
    'A general understanding of AI concepts; no programming needed':
      'Conhecimentos gerais dos conceitos de IA; não são necessários conhecimentos de programação',
    'AI concepts, machine learning and generative AI':
      'Conceitos de IA, aprendizagem automática e IA generativa',
    'Finding and delivering AI use cases':
      'Identificação e concretização de casos de utilização de IA',
    'Data, models and their limits': 'Dados, modelos e os seus limites',
    'Ethics, regulation and responsible use': 'Ética, regulamentação e utilização responsável',
    'AI risks: bias, safety, security and transparency':
      'Riscos da IA: enviesamento, segurança, cibersegurança e transparência',
    'Risk frameworks for AI systems': 'Enquadramentos de gestão do risco para sistemas de IA',
    'Assessing and treating AI risks': 'Avaliação e tratamento dos riscos da IA',
    'Monitoring AI systems in operation': 'Monitorização de sistemas de IA em funcionamento',
    'AI management systems and the ISO/IEC 42001 requirements':
      'Sistemas de gestão da IA e os requisitos da ISO/IEC 42001',
    'Planning: context, AI policy and AI risk assessment':
      'Planeamento: contexto, política de IA e avaliação dos riscos da IA',
    'Implementing controls across the AI life cycle':
      'Implementação de controlos ao longo do ciclo de vida da IA',
    'Monitoring, internal audit and improvement': 'Monitorização, auditoria interna e melhoria',
  },
};
export default texts;
