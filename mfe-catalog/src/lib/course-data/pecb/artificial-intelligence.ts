import type { PecbSlug } from 'contracts';
import type { PecbDetails } from '../pecb';

/** The page content of each course of this category, by slug (its summary is in ../pecb.ts). */
const details: Record<PecbSlug<'artificial-intelligence'>, PecbDetails> = {
  'ai-professional': {
    outline: [
      'AI concepts, machine learning and generative AI',
      'Finding and delivering AI use cases',
      'Data, models and their limits',
      'Ethics, regulation and responsible use',
    ],
    pathAfter: ['pecb/iso-42001', 'pecb/ai-risk-management'],
  },
  'ai-risk-management': {
    outline: [
      'AI risks: bias, safety, security and transparency',
      'Risk frameworks for AI systems',
      'Assessing and treating AI risks',
      'Monitoring AI systems in operation',
    ],
    pathBefore: ['pecb/ai-professional'],
  },
  'iso-42001': {
    outline: [
      'AI management systems and the ISO/IEC 42001 requirements',
      'Planning: context, AI policy and AI risk assessment',
      'Implementing controls across the AI life cycle',
      'Monitoring, internal audit and improvement',
    ],
    pathBefore: ['pecb/ai-professional'],
  },
};

export default details;
