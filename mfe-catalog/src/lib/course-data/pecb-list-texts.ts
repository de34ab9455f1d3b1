import { PECB_COURSE_TITLES, type PecbSlug } from 'contracts';

// A text table: the title and one-line summary each PECB course shows in the lists, the cards
// and the search (translated by ./i18n like the rest of a course's texts).

/** What the lists show of each PECB course, by its slug in the course index (contracts). */
export const pecbListTexts: Record<PecbSlug, { title: string; summary: string }> = {
  'iso-27001': {
    title: PECB_COURSE_TITLES['iso-27001'],
    summary: 'Implementing and managing an information security management system.',
  },
  'iso-27002': {
    title: PECB_COURSE_TITLES['iso-27002'],
    summary: 'Selecting and applying information security controls.',
  },
  'iso-27005': {
    title: PECB_COURSE_TITLES['iso-27005'],
    summary: 'Information security risk management.',
  },
  'iso-27034': {
    title: PECB_COURSE_TITLES['iso-27034'],
    summary: 'Security across the application life cycle.',
  },
  'iso-27035': {
    title: PECB_COURSE_TITLES['iso-27035'],
    summary: 'Planning for and handling security incidents.',
  },
  ciso: {
    title: PECB_COURSE_TITLES['ciso'],
    summary: 'Leading an information security programme.',
  },
  ebios: {
    title: PECB_COURSE_TITLES['ebios'],
    summary: 'Risk analysis with the EBIOS Risk Manager method.',
  },
  'penetration-testing': {
    title: PECB_COURSE_TITLES['penetration-testing'],
    summary: 'Managing and running penetration tests.',
  },
  'cloud-security': {
    title: PECB_COURSE_TITLES['cloud-security'],
    summary: 'Securing cloud services with ISO/IEC 27017 and 27018.',
  },
  'computer-forensics': {
    title: PECB_COURSE_TITLES['computer-forensics'],
    summary: 'Collecting and analysing digital evidence.',
  },
  cmmc: {
    title: PECB_COURSE_TITLES['cmmc'],
    summary: 'The Cybersecurity Maturity Model Certification programme.',
  },
  'network-security': {
    title: PECB_COURSE_TITLES['network-security'],
    summary: 'Protecting network infrastructure.',
  },
  'scada-security': {
    title: PECB_COURSE_TITLES['scada-security'],
    summary: 'Security for industrial control systems.',
  },
  'iso-9001': { title: PECB_COURSE_TITLES['iso-9001'], summary: 'Quality management systems.' },
  'iso-55001': { title: PECB_COURSE_TITLES['iso-55001'], summary: 'Asset management systems.' },
  'iso-13485': {
    title: PECB_COURSE_TITLES['iso-13485'],
    summary: 'Quality management for medical devices.',
  },
  'iso-21001': {
    title: PECB_COURSE_TITLES['iso-21001'],
    summary: 'Management systems for educational organisations.',
  },
  'iso-21502': {
    title: PECB_COURSE_TITLES['iso-21502'],
    summary: 'Guidance on project management.',
  },
  'iso-28000': {
    title: PECB_COURSE_TITLES['iso-28000'],
    summary: 'Security management for the supply chain.',
  },
  'six-sigma': {
    title: PECB_COURSE_TITLES['six-sigma'],
    summary: 'Process improvement with Lean Six Sigma.',
  },
  'iso-17025': {
    title: PECB_COURSE_TITLES['iso-17025'],
    summary: 'Competence of testing and calibration laboratories.',
  },
  'iso-20000': {
    title: PECB_COURSE_TITLES['iso-20000'],
    summary: 'Service management systems.',
  },
  'iso-31000': {
    title: PECB_COURSE_TITLES['iso-31000'],
    summary: 'Risk management principles and guidelines.',
  },
  'iso-37001': {
    title: PECB_COURSE_TITLES['iso-37001'],
    summary: 'Anti-bribery management systems.',
  },
  'iso-37000': {
    title: PECB_COURSE_TITLES['iso-37000'],
    summary: 'Good governance of organisations.',
  },
  'iso-37301': {
    title: PECB_COURSE_TITLES['iso-37301'],
    summary: 'Compliance management systems.',
  },
  'iso-38500': {
    title: PECB_COURSE_TITLES['iso-38500'],
    summary: 'Governance of IT for the organisation.',
  },
  'internal-auditor': {
    title: PECB_COURSE_TITLES['internal-auditor'],
    summary: 'Internal audit practice.',
  },
  'operational-risk': {
    title: PECB_COURSE_TITLES['operational-risk'],
    summary: 'Managing operational risk.',
  },
  'ai-professional': {
    title: PECB_COURSE_TITLES['ai-professional'],
    summary: 'Foundations of applying AI responsibly.',
  },
  'ai-risk-management': {
    title: PECB_COURSE_TITLES['ai-risk-management'],
    summary: 'Managing risks of AI systems.',
  },
  'iso-42001': { title: PECB_COURSE_TITLES['iso-42001'], summary: 'AI management systems.' },
  gdpr: {
    title: PECB_COURSE_TITLES['gdpr'],
    summary: 'The role of a data protection officer under the GDPR.',
  },
  'iso-27701': {
    title: PECB_COURSE_TITLES['iso-27701'],
    summary: 'Privacy information management systems.',
  },
  'iso-22301': {
    title: PECB_COURSE_TITLES['iso-22301'],
    summary: 'Business continuity management systems.',
  },
  'crisis-management': {
    title: PECB_COURSE_TITLES['crisis-management'],
    summary: 'Preparing for and leading through a crisis.',
  },
  dora: {
    title: PECB_COURSE_TITLES['dora'],
    summary: 'The EU regulation on digital operational resilience.',
  },
  'disaster-recovery': {
    title: PECB_COURSE_TITLES['disaster-recovery'],
    summary: 'Planning ICT disaster recovery.',
  },
  'operational-resilience': {
    title: PECB_COURSE_TITLES['operational-resilience'],
    summary: 'Keeping critical operations running.',
  },
  'ethical-hacking': {
    title: PECB_COURSE_TITLES['ethical-hacking'],
    summary: 'Ethical hacking techniques and methodology.',
  },
  ccta: {
    title: PECB_COURSE_TITLES['ccta'],
    summary: 'Analysing threats and adversary behaviour.',
  },
  'digital-forensics': {
    title: PECB_COURSE_TITLES['digital-forensics'],
    summary: 'Forensic investigation of digital systems.',
  },
  'incident-response': {
    title: PECB_COURSE_TITLES['incident-response'],
    summary: 'Detecting, containing and recovering from incidents.',
  },
};
