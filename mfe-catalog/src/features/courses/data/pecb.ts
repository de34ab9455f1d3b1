import type { PecbCategory } from 'shared';
import { pecbCategoryTitles } from './groups';
import type { Course, CourseFaq, CourseGroup, CourseId } from './types';

export const pecbCategoryInfo: Record<PecbCategory, CourseGroup> = {
  'information-security': {
    slug: 'information-security',
    title: pecbCategoryTitles['information-security'],
    summary: 'ISO/IEC 27000 family management systems and leadership.',
  },
  cybersecurity: {
    slug: 'cybersecurity',
    title: pecbCategoryTitles.cybersecurity,
    summary: 'Protecting systems, networks and cloud services.',
  },
  quality: {
    slug: 'quality',
    title: pecbCategoryTitles.quality,
    summary: 'Quality, asset, laboratory and service management standards.',
  },
  governance: {
    slug: 'governance',
    title: pecbCategoryTitles.governance,
    summary: 'Risk, anti-bribery, compliance and IT governance.',
  },
  'artificial-intelligence': {
    slug: 'artificial-intelligence',
    title: pecbCategoryTitles['artificial-intelligence'],
    summary: 'Responsible AI management and risk.',
  },
  privacy: {
    slug: 'privacy',
    title: pecbCategoryTitles.privacy,
    summary: 'GDPR and privacy information management.',
  },
  continuity: {
    slug: 'continuity',
    title: pecbCategoryTitles.continuity,
    summary: 'Business continuity, crisis management and operational resilience.',
  },
  'technical-cybersecurity': {
    slug: 'technical-cybersecurity',
    title: pecbCategoryTitles['technical-cybersecurity'],
    summary: 'Hands-on offensive and defensive security.',
  },
  'digital-transformation': {
    slug: 'digital-transformation',
    title: pecbCategoryTitles['digital-transformation'],
    summary: 'Leading technology-driven change in organisations.',
    body: [
      'Digital transformation is less about buying new technology than about changing how an organisation works: its processes, its culture and the way it serves customers. Projects fail when strategy, people and technology move at different speeds.',
      'Our digital transformation programmes help managers and team leads plan change, choose what to digitise first, measure progress and keep security, privacy and continuity in view from the start.',
      'Batches are arranged on demand for teams and individuals, online or at our New Delhi centre. Tell us about your organisation and we will suggest the right mix of PECB training, including courses from our governance, quality and artificial intelligence categories.',
    ],
  },
};

/** Our standard PECB training: five days of instructor-led study, online or in New Delhi. */
const STANDARD_HOURS = 35;

interface CategoryDefaults {
  audience: string[];
  prerequisites: string[];
}

const defaults: Record<Exclude<PecbCategory, 'digital-transformation'>, CategoryDefaults> = {
  'information-security': {
    audience: [
      'Information security managers and officers',
      'IT and compliance professionals preparing for ISO/IEC 27000 work',
      'Consultants who help organisations build or audit security programmes',
    ],
    prerequisites: [
      'A basic understanding of information security',
      'Some familiarity with ISO/IEC 27001 is helpful',
    ],
  },
  cybersecurity: {
    audience: [
      'Security managers and engineers',
      'IT professionals responsible for protecting systems and networks',
      'Consultants advising on cybersecurity programmes',
    ],
    prerequisites: ['A working knowledge of IT infrastructure and basic security concepts'],
  },
  quality: {
    audience: [
      'Quality managers and management representatives',
      'Process owners and improvement teams',
      'Consultants implementing or auditing management systems',
    ],
    prerequisites: ['A general understanding of management systems and processes'],
  },
  governance: {
    audience: [
      'Board members, managers and governance officers',
      'Risk, compliance and audit professionals',
      'Consultants advising on governance and risk',
    ],
    prerequisites: ['Some experience of organisational management, risk or compliance'],
  },
  'artificial-intelligence': {
    audience: [
      'Managers responsible for AI projects and products',
      'Data scientists and engineers who want to apply AI responsibly',
      'Risk, compliance and privacy professionals dealing with AI',
    ],
    prerequisites: ['A general understanding of AI concepts; no programming needed'],
  },
  privacy: {
    audience: [
      'Data protection officers and privacy managers',
      'Legal, compliance and information security professionals',
      'Anyone handling personal data for customers in Europe',
    ],
    prerequisites: ['A basic understanding of data protection principles'],
  },
  continuity: {
    audience: [
      'Business continuity and resilience managers',
      'IT operations and risk professionals',
      'Managers responsible for critical services',
    ],
    prerequisites: ['A general understanding of how an organisation runs its critical services'],
  },
  'technical-cybersecurity': {
    audience: [
      'Security analysts, testers and investigators',
      'System and network administrators moving into security',
      'SOC and incident response team members',
    ],
    prerequisites: [
      'Hands-on experience with operating systems and networks',
      'We recommend CompTIA Security+ or equivalent knowledge',
    ],
  },
};

function standardFaqs(title: string, hours: number): CourseFaq[] {
  return [
    {
      question: `How long is the ${title} course?`,
      answer: `${hours} hours of instructor-led training, usually as five full days or in evening and weekend batches. The PECB exam follows the training.`,
    },
    {
      question: 'Is the PECB exam included?',
      answer:
        'We quote training, course materials and the PECB exam together or separately, whichever suits you; ask us when you enquire.',
    },
    {
      question: 'Can I attend online?',
      answer:
        'Yes. Every batch runs as a live online classroom as well as in our New Delhi centre.',
    },
  ];
}

type CourseCategory = keyof typeof defaults;

interface PecbInput {
  summary: string;
  outline: string[];
  audience?: string[];
  prerequisites?: string[];
  pathBefore?: CourseId[];
  pathAfter?: CourseId[];
  related?: CourseId[];
  faqs?: CourseFaq[];
}

const p = (group: CourseCategory, slug: string, title: string, input: PecbInput): Course => ({
  vendor: 'PECB',
  group,
  slug,
  title,
  durationHours: STANDARD_HOURS,
  modes: ['online', 'onsite'],
  credential: `PECB certification: ${title}`,
  audience: defaults[group].audience,
  prerequisites: defaults[group].prerequisites,
  pathBefore: [],
  pathAfter: [],
  related: [],
  ...input,
  faqs: [...(input.faqs ?? []), ...standardFaqs(title, STANDARD_HOURS)],
});

const courses: Course[] = [
  p('information-security', 'iso-27001', 'ISO/IEC 27001 Lead Implementer', {
    summary: 'Implementing and managing an information security management system.',
    outline: [
      'Information security management systems and the ISO/IEC 27001 requirements',
      'Planning an ISMS: scope, policy, risk assessment and the Statement of Applicability',
      'Implementing controls, documentation and awareness',
      'Monitoring, measurement, internal audit and management review',
      'Continual improvement and preparing for the certification audit',
    ],
    pathAfter: ['pecb/iso-27005', 'pecb/ciso'],
    related: ['pecb/iso-27002', 'pecb/iso-27005', 'pecb/iso-27701'],
  }),
  p('information-security', 'iso-27002', 'ISO/IEC 27002 Information Security Controls', {
    summary: 'Selecting and applying information security controls.',
    outline: [
      'The structure of ISO/IEC 27002 and its control themes',
      'Organisational and people controls',
      'Physical controls',
      'Technological controls',
      'Choosing, tailoring and measuring controls',
    ],
    pathAfter: ['pecb/iso-27001'],
  }),
  p('information-security', 'iso-27005', 'ISO/IEC 27005 Risk Manager', {
    summary: 'Information security risk management.',
    outline: [
      'Risk management concepts and the ISO/IEC 27005 framework',
      'Establishing the context and risk criteria',
      'Risk identification, analysis and evaluation',
      'Risk treatment, acceptance and communication',
      'Monitoring and reviewing risks',
    ],
    pathBefore: ['pecb/iso-27001'],
    pathAfter: ['pecb/ebios', 'pecb/ciso'],
    related: ['pecb/ebios', 'pecb/iso-31000'],
  }),
  p('information-security', 'iso-27034', 'ISO/IEC 27034 Application Security', {
    summary: 'Security across the application life cycle.',
    outline: [
      'Application security concepts and the ISO/IEC 27034 framework',
      'The organisation normative framework and application security controls',
      'Security in requirements, design, development and testing',
      'Verifying and maintaining application security',
    ],
    related: ['pecb/iso-27001', 'pecb/penetration-testing'],
  }),
  p('information-security', 'iso-27035', 'ISO/IEC 27035 Incident Management', {
    summary: 'Planning for and handling security incidents.',
    outline: [
      'Incident management principles and ISO/IEC 27035',
      'Planning and preparing an incident response capability',
      'Detecting, reporting and assessing incidents',
      'Responding, recovering and learning lessons',
    ],
    related: ['pecb/incident-response', 'pecb/iso-22301'],
  }),
  p('information-security', 'ciso', 'Chief Information Security Officer (CISO)', {
    summary: 'Leading an information security programme.',
    outline: [
      'The role and responsibilities of a CISO',
      'Building an information security programme and governance',
      'Risk, compliance and security architecture decisions',
      'Security operations, incidents and crisis leadership',
      'Reporting to the board and measuring performance',
    ],
    pathBefore: ['pecb/iso-27001'],
    related: ['pecb/iso-27005', 'pecb/iso-38500'],
  }),
  p('information-security', 'ebios', 'EBIOS Risk Manager', {
    summary: 'Risk analysis with the EBIOS Risk Manager method.',
    outline: [
      'The EBIOS Risk Manager method and its workshops',
      'Security baseline and risk sources',
      'Strategic and operational scenarios',
      'Risk treatment and monitoring',
    ],
    pathBefore: ['pecb/iso-27005'],
  }),

  p('cybersecurity', 'penetration-testing', 'Lead Pen Test Professional', {
    summary: 'Managing and running penetration tests.',
    outline: [
      'Penetration testing concepts, ethics and legal considerations',
      'Planning and scoping a test',
      'Running the test: reconnaissance, exploitation and post-exploitation',
      'Analysing results and reporting',
      'Managing a penetration testing programme',
    ],
    related: ['pecb/ethical-hacking', 'comptia/pentest-plus'],
  }),
  p('cybersecurity', 'cloud-security', 'Lead Cloud Security Manager', {
    summary: 'Securing cloud services with ISO/IEC 27017 and 27018.',
    outline: [
      'Cloud computing concepts and shared responsibility',
      'Cloud security guidance in ISO/IEC 27017',
      'Protecting personal data in public clouds with ISO/IEC 27018',
      'Cloud security risk management and monitoring',
    ],
    related: ['comptia/cloud-plus', 'pecb/iso-27001'],
  }),
  p('cybersecurity', 'computer-forensics', 'Computer Forensics Examiner', {
    summary: 'Collecting and analysing digital evidence.',
    outline: [
      'Forensic principles, evidence handling and chain of custody',
      'Acquiring evidence from computers and storage',
      'Analysing file systems, operating systems and networks',
      'Reporting findings and presenting evidence',
    ],
    related: ['pecb/digital-forensics', 'pecb/incident-response'],
  }),
  p('cybersecurity', 'cmmc', 'CMMC', {
    summary: 'The Cybersecurity Maturity Model Certification programme.',
    outline: [
      'The CMMC programme and its levels',
      'Practices and their assessment',
      'Preparing an organisation for a CMMC assessment',
      'Documentation and continuous improvement',
    ],
  }),
  p('cybersecurity', 'network-security', 'Lead Network Security Manager', {
    summary: 'Protecting network infrastructure.',
    outline: [
      'Network security concepts and architecture',
      'Designing and implementing network security controls',
      'Monitoring, testing and incident handling on networks',
      'Managing a network security programme',
    ],
    related: ['comptia/network-security', 'comptia/network-plus'],
  }),
  p('cybersecurity', 'scada-security', 'Lead SCADA Security Manager', {
    summary: 'Security for industrial control systems.',
    outline: [
      'Industrial control systems and SCADA architecture',
      'Threats and vulnerabilities in operational technology',
      'Designing and implementing an ICS security programme',
      'Incident response and continuity for industrial environments',
    ],
  }),

  p('quality', 'iso-9001', 'ISO 9001 Lead Implementer', {
    summary: 'Quality management systems.',
    outline: [
      'Quality management principles and the ISO 9001 requirements',
      'Planning a quality management system',
      'Implementing processes, documented information and controls',
      'Monitoring, internal audit and management review',
      'Continual improvement and certification',
    ],
    related: ['pecb/six-sigma', 'pecb/iso-13485'],
  }),
  p('quality', 'iso-55001', 'ISO 55001 Asset Management', {
    summary: 'Asset management systems.',
    outline: [
      'Asset management concepts and ISO 55001',
      'Asset management policy, objectives and plans',
      'Life-cycle decisions, risk and performance',
      'Monitoring and improving the asset management system',
    ],
  }),
  p('quality', 'iso-13485', 'ISO 13485 Medical Devices', {
    summary: 'Quality management for medical devices.',
    outline: [
      'Regulatory context and the ISO 13485 requirements',
      'Design and development controls',
      'Production, traceability and supplier control',
      'Complaints, corrective action and audits',
    ],
    pathBefore: ['pecb/iso-9001'],
  }),
  p('quality', 'iso-21001', 'ISO 21001 Educational Organizations', {
    summary: 'Management systems for educational organisations.',
    outline: [
      'The ISO 21001 requirements for educational organisations',
      'Learner and stakeholder needs',
      'Designing and delivering educational products and services',
      'Evaluation, feedback and improvement',
    ],
  }),
  p('quality', 'iso-21502', 'ISO 21502 Project Management', {
    summary: 'Guidance on project management.',
    outline: [
      'Project management concepts and ISO 21502',
      'Governance, roles and the project life cycle',
      'Planning, controlling and managing stakeholders',
      'Closing projects and capturing lessons',
    ],
  }),
  p('quality', 'iso-28000', 'ISO 28000 Supply Chain Security', {
    summary: 'Security management for the supply chain.',
    outline: [
      'Supply chain security risks and ISO 28000',
      'Security risk assessment across the supply chain',
      'Implementing security controls with partners',
      'Monitoring, audit and improvement',
    ],
  }),
  p('quality', 'six-sigma', 'Lean Six Sigma', {
    summary: 'Process improvement with Lean Six Sigma.',
    outline: [
      'Lean and Six Sigma principles',
      'Define and Measure: understanding the process and its data',
      'Analyse: finding root causes',
      'Improve and Control: making gains stick',
    ],
    related: ['pecb/iso-9001'],
  }),
  p('quality', 'iso-17025', 'ISO/IEC 17025 Laboratories', {
    summary: 'Competence of testing and calibration laboratories.',
    outline: [
      'The ISO/IEC 17025 requirements for laboratories',
      'Impartiality, personnel, facilities and equipment',
      'Methods, measurement uncertainty and traceability',
      'Reporting results and managing the laboratory system',
    ],
  }),
  p('quality', 'iso-20000', 'ISO/IEC 20000 IT Service Management', {
    summary: 'Service management systems.',
    outline: [
      'Service management concepts and ISO/IEC 20000-1',
      'Service portfolio, relationships and agreements',
      'Supply, demand, design, build and transition of services',
      'Resolution, fulfilment, assurance and improvement',
    ],
    related: ['pecb/iso-27001', 'pecb/iso-38500'],
  }),

  p('governance', 'iso-31000', 'ISO 31000 Risk Manager', {
    summary: 'Risk management principles and guidelines.',
    outline: [
      'Risk management principles and the ISO 31000 framework',
      'Risk assessment: identification, analysis and evaluation',
      'Risk treatment and recording',
      'Monitoring, review and integrating risk into decisions',
    ],
    pathAfter: ['pecb/operational-risk'],
    related: ['pecb/iso-27005', 'pecb/operational-risk'],
  }),
  p('governance', 'iso-37001', 'ISO 37001 Anti-bribery', {
    summary: 'Anti-bribery management systems.',
    outline: [
      'Bribery risks and the ISO 37001 requirements',
      'Due diligence, controls and financial checks',
      'Raising concerns and investigating',
      'Monitoring and improving the programme',
    ],
    related: ['pecb/iso-37301'],
  }),
  p('governance', 'iso-37000', 'ISO 37000 Governance of Organizations', {
    summary: 'Good governance of organisations.',
    outline: [
      'Governance principles in ISO 37000',
      'Purpose, value generation and strategy',
      'Oversight, accountability and stakeholder engagement',
      'Leadership, ethics and viability over time',
    ],
  }),
  p('governance', 'iso-37301', 'ISO 37301 Compliance Management', {
    summary: 'Compliance management systems.',
    outline: [
      'Compliance obligations and the ISO 37301 requirements',
      'Compliance risk assessment',
      'Controls, culture and communication',
      'Monitoring, reporting and improvement',
    ],
    related: ['pecb/iso-37001'],
  }),
  p('governance', 'iso-38500', 'ISO/IEC 38500 IT Governance', {
    summary: 'Governance of IT for the organisation.',
    outline: [
      'IT governance principles in ISO/IEC 38500',
      'Evaluate, direct and monitor',
      'Aligning IT with business strategy',
      'Responsibilities of the governing body',
    ],
  }),
  p('governance', 'internal-auditor', 'Certified Internal Auditor', {
    summary: 'Internal audit practice.',
    outline: [
      'Audit principles and the internal audit function',
      'Planning an audit and assessing risk',
      'Collecting evidence and running fieldwork',
      'Reporting findings and following up',
    ],
  }),
  p('governance', 'operational-risk', 'Operational Risk Management', {
    summary: 'Managing operational risk.',
    outline: [
      'Operational risk concepts and frameworks',
      'Identifying and assessing operational risks',
      'Key risk indicators, controls and loss data',
      'Reporting and embedding risk management',
    ],
    pathBefore: ['pecb/iso-31000'],
  }),

  p('artificial-intelligence', 'ai-professional', 'Certified AI Professional', {
    summary: 'Foundations of applying AI responsibly.',
    outline: [
      'AI concepts, machine learning and generative AI',
      'Finding and delivering AI use cases',
      'Data, models and their limits',
      'Ethics, regulation and responsible use',
    ],
    pathAfter: ['pecb/iso-42001', 'pecb/ai-risk-management'],
  }),
  p('artificial-intelligence', 'ai-risk-management', 'AI Risk Manager', {
    summary: 'Managing risks of AI systems.',
    outline: [
      'AI risks: bias, safety, security and transparency',
      'Risk frameworks for AI systems',
      'Assessing and treating AI risks',
      'Monitoring AI systems in operation',
    ],
    pathBefore: ['pecb/ai-professional'],
  }),
  p('artificial-intelligence', 'iso-42001', 'ISO/IEC 42001 Lead Implementer', {
    summary: 'AI management systems.',
    outline: [
      'AI management systems and the ISO/IEC 42001 requirements',
      'Planning: context, AI policy and AI risk assessment',
      'Implementing controls across the AI life cycle',
      'Monitoring, internal audit and improvement',
    ],
    pathBefore: ['pecb/ai-professional'],
  }),

  p('privacy', 'gdpr', 'Certified Data Protection Officer (GDPR)', {
    summary: 'The role of a data protection officer under the GDPR.',
    outline: [
      'GDPR principles, lawful bases and data subject rights',
      'The data protection officer role',
      'Records of processing and data protection impact assessments',
      'Breach notification, transfers and supervisory authorities',
    ],
    related: ['pecb/iso-27701'],
  }),
  p('privacy', 'iso-27701', 'ISO/IEC 27701 Lead Implementer', {
    summary: 'Privacy information management systems.',
    outline: [
      'Privacy information management and ISO/IEC 27701',
      'Extending an ISMS for privacy',
      'Controls for personal data controllers and processors',
      'Monitoring, audit and improvement',
    ],
    pathBefore: ['pecb/iso-27001'],
  }),

  p('continuity', 'iso-22301', 'ISO 22301 Lead Implementer', {
    summary: 'Business continuity management systems.',
    outline: [
      'Business continuity concepts and the ISO 22301 requirements',
      'Business impact analysis and risk assessment',
      'Continuity strategies, plans and exercises',
      'Monitoring, audit and improvement',
    ],
    pathAfter: ['pecb/crisis-management', 'pecb/disaster-recovery'],
  }),
  p('continuity', 'crisis-management', 'Crisis Management', {
    summary: 'Preparing for and leading through a crisis.',
    outline: [
      'Crisis management concepts and capability',
      'Crisis teams, roles and decision making',
      'Communication during a crisis',
      'Exercises and learning from crises',
    ],
    pathBefore: ['pecb/iso-22301'],
  }),
  p('continuity', 'dora', 'Digital Operational Resilience Act (DORA)', {
    summary: 'The EU regulation on digital operational resilience.',
    outline: [
      'The scope and requirements of DORA',
      'ICT risk management',
      'ICT incident reporting',
      'Digital operational resilience testing',
      'Managing ICT third-party risk',
    ],
  }),
  p('continuity', 'disaster-recovery', 'Disaster Recovery', {
    summary: 'Planning ICT disaster recovery.',
    outline: [
      'Disaster recovery concepts and objectives',
      'Recovery strategies and infrastructure',
      'Writing and testing recovery plans',
      'Maintaining the disaster recovery programme',
    ],
    pathBefore: ['pecb/iso-22301'],
  }),
  p('continuity', 'operational-resilience', 'Operational Resilience', {
    summary: 'Keeping critical operations running.',
    outline: [
      'Operational resilience concepts',
      'Important business services and impact tolerances',
      'Mapping, scenario testing and remediation',
      'Governance and reporting',
    ],
  }),

  p('technical-cybersecurity', 'ethical-hacking', 'Certified Ethical Hacker (PECB)', {
    summary: 'Ethical hacking techniques and methodology.',
    outline: [
      'Ethical hacking methodology and rules of engagement',
      'Reconnaissance and scanning',
      'Exploiting systems, web applications and networks',
      'Reporting and recommending remediation',
    ],
    related: ['pecb/penetration-testing', 'comptia/pentest-plus'],
  }),
  p('technical-cybersecurity', 'ccta', 'Cybersecurity Threat Analyst', {
    summary: 'Analysing threats and adversary behaviour.',
    outline: [
      'Threat intelligence concepts and sources',
      'Adversary tactics, techniques and procedures',
      'Threat hunting and analysis',
      'Sharing and acting on intelligence',
    ],
    related: ['comptia/cysa-plus'],
  }),
  p('technical-cybersecurity', 'digital-forensics', 'Digital Forensics', {
    summary: 'Forensic investigation of digital systems.',
    outline: [
      'Forensic process and evidence handling',
      'Disk, memory and mobile device analysis',
      'Network and cloud forensics',
      'Reporting and expert testimony',
    ],
    related: ['pecb/computer-forensics'],
  }),
  p('technical-cybersecurity', 'incident-response', 'Incident Response', {
    summary: 'Detecting, containing and recovering from incidents.',
    outline: [
      'Incident response life cycle and team organisation',
      'Detection and analysis',
      'Containment, eradication and recovery',
      'Post-incident activity and improvement',
    ],
    related: ['pecb/iso-27035', 'comptia/cysa-plus'],
  }),
];

/** Courses without hand-picked related courses get their category neighbours. */
export const pecbCourses: Course[] = courses.map((course) =>
  course.related.length > 0
    ? course
    : {
        ...course,
        related: courses
          .filter((other) => other.group === course.group && other.slug !== course.slug)
          .slice(0, 3)
          .map((other): CourseId => `pecb/${other.slug}`),
      },
);
