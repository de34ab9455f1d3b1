import type { PecbSlug } from 'contracts';
import type { PecbDetails } from '../pecb';

/** The page content of each course of this category, by slug (its summary is in ../pecb.ts). */
const details: Record<PecbSlug<'privacy'>, PecbDetails> = {
  gdpr: {
    outline: [
      'GDPR principles, lawful bases and data subject rights',
      'The data protection officer role',
      'Records of processing and data protection impact assessments',
      'Breach notification, transfers and supervisory authorities',
    ],
    related: ['pecb/iso-27701'],
  },
  'iso-27701': {
    outline: [
      'Privacy information management and ISO/IEC 27701',
      'Extending an ISMS for privacy',
      'Controls for personal data controllers and processors',
      'Monitoring, audit and improvement',
    ],
    pathBefore: ['pecb/iso-27001'],
  },
};

export default details;
