// Demo data for a fresh checkout (never in production unless SEED_DEMO_DATA=true): a few
// certificates, a question bank in three categories, reviews, blog posts and books (and the
// catalogue's demo prices, codes, batches and coupon: seed-commerce.ts). Runs once:
// a marker in app_meta remembers that it ran, so deleting demo rows does not bring them back.
import { defaultExpiryDate } from 'contracts';
import type { VoucherCodes } from '../commerce/codes';
import type { Db } from './database';
import type { Repositories } from './repositories';
import { seedCommerceDemo } from './seed-commerce';
import { seedDemoTranslations } from './seed-translations';
import { newCertificateId, newId } from '../lib/ids';

/** The certificate ID the README names, so a newcomer can try the lookup at once. */
export const DEMO_CERTIFICATE_ID = 'SB-DEMO-2024';
/** A demo certificate whose validity has ended, so the lookup's 'Expired on <date>' can be seen. */
export const DEMO_EXPIRED_CERTIFICATE_ID = 'SB-DEMO-2019';
const SEED_MARKER = 'demo_seed_v1';

// prettier-ignore
const QUESTIONS: Array<{
  category: string;
  text: string;
  options: string[];
  correctOption: number;
  explanation: string;
}> = [
  // Networking
  { category: 'networking', text: 'Which port does HTTPS use by default?', options: ['80', '443', '22', '8080'], correctOption: 1, explanation: 'HTTPS is HTTP over TLS on TCP port 443.' },
  { category: 'networking', text: 'Which layer of the OSI model does a router operate at?', options: ['Layer 1', 'Layer 2', 'Layer 3', 'Layer 7'], correctOption: 2, explanation: 'Routers forward packets by IP address: the network layer.' },
  { category: 'networking', text: 'What does DNS translate?', options: ['MAC addresses to IP addresses', 'IP addresses to ports', 'Private to public addresses', 'Domain names to IP addresses'], correctOption: 3, explanation: 'DNS resolves names such as example.com to addresses.' },
  { category: 'networking', text: 'How many usable host addresses does a /24 IPv4 subnet have?', options: ['254', '256', '255', '512'], correctOption: 0, explanation: '256 addresses minus the network and broadcast addresses.' },
  { category: 'networking', text: 'Which protocol assigns IP addresses automatically?', options: ['ARP', 'ICMP', 'SNMP', 'DHCP'], correctOption: 3, explanation: 'The Dynamic Host Configuration Protocol leases addresses.' },
  // Security
  { category: 'security', text: 'What does the "A" in the CIA triad stand for?', options: ['Authentication', 'Authorization', 'Availability', 'Accountability'], correctOption: 2, explanation: 'Confidentiality, Integrity, Availability.' },
  { category: 'security', text: 'Which of these is a form of multi-factor authentication?', options: ['Password and a code from an authenticator app', 'Password and PIN', 'Two passwords', 'Username and password'], correctOption: 0, explanation: 'Something you know plus something you have.' },
  { category: 'security', text: 'What kind of attack tricks a user into revealing credentials through a fake e-mail?', options: ['DDoS', 'SQL injection', 'Brute force', 'Phishing'], correctOption: 3, explanation: 'Phishing impersonates a trusted sender.' },
  { category: 'security', text: 'Which algorithm is designed for storing passwords?', options: ['MD5', 'Argon2id', 'SHA-1', 'Base64'], correctOption: 1, explanation: 'Argon2id is a slow, memory-hard password hash.' },
  { category: 'security', text: 'What does a firewall primarily do?', options: ['Encrypts disks', 'Filters network traffic by rules', 'Backs up data', 'Scans e-mail for spelling'], correctOption: 1, explanation: 'It allows or blocks traffic according to a policy.' },
  // Cloud
  { category: 'cloud', text: 'In which service model does the provider manage the operating system for you?', options: ['PaaS', 'IaaS', 'On-premises', 'Colocation'], correctOption: 0, explanation: 'With PaaS you deploy code; the platform runs the OS.' },
  { category: 'cloud', text: 'What does "elasticity" mean in cloud computing?', options: ['Cheaper storage', 'Longer contracts', 'Resources that grow and shrink with demand', 'Physical servers'], correctOption: 2, explanation: 'Capacity follows the load automatically.' },
  { category: 'cloud', text: 'Which is an example of SaaS?', options: ['A virtual machine', 'A container registry', 'A load balancer', 'A hosted e-mail service'], correctOption: 3, explanation: 'The whole application is delivered as a service.' },
  { category: 'cloud', text: 'What is a region in a public cloud?', options: ['A billing account', 'A geographic area with one or more data centres', 'A virtual network', 'A pricing tier'], correctOption: 1, explanation: 'Regions contain availability zones.' },
  { category: 'cloud', text: 'Under the shared responsibility model, who secures the data you store in IaaS?', options: ['Only the provider', 'Nobody', 'The customer', 'The network operator'], correctOption: 2, explanation: 'Customers remain responsible for their data and access.' },
];

const REVIEWS = [
  {
    name: 'Aarav S.',
    rating: 5,
    course: 'CompTIA Security+',
    text: 'Clear explanations and plenty of practice labs. Passed on the first attempt.',
  },
  {
    name: 'Priya K.',
    rating: 5,
    course: 'ISO 27001 Lead Implementer',
    text: 'The trainer used real audit examples, which made the standard easy to follow.',
  },
  {
    name: 'Daniel M.',
    rating: 4,
    course: 'CompTIA Network+',
    text: 'Good pace and helpful mock exams. The weekend batch suited my job.',
  },
  {
    name: 'Fatima R.',
    rating: 5,
    course: 'Unity game development',
    text: 'Built two small games by the end of the course. Great mentoring.',
  },
  {
    name: 'Rohan G.',
    rating: 4,
    course: 'Tally accounting',
    text: 'Practical sessions with real invoices. I use it at work every day now.',
  },
  {
    name: 'Sofia L.',
    rating: 5,
    course: 'CompTIA A+',
    text: 'Friendly staff and a well-equipped lab. Highly recommended for beginners.',
  },
  {
    name: 'Vikram P.',
    rating: 5,
    course: 'PECB Cloud Security',
    text: 'Deep content and a supportive team for the voucher and exam booking.',
  },
  {
    name: 'Meera J.',
    rating: 4,
    course: 'Microsoft training',
    text: 'Useful hands-on exercises; the notes are worth keeping.',
  },
];

const BLOG_POSTS = [
  {
    slug: 'choosing-your-first-it-certification',
    title: 'Choosing your first IT certification',
    author: 'Training team',
    excerpt: 'A+, Network+ or Security+? How to pick a starting point that matches your goals.',
    body: 'Start with what you enjoy. If you like fixing hardware and helping people, CompTIA A+ is a natural first step. If networks fascinate you, Network+ builds the foundation that every later security course assumes. Security+ is the most requested entry-level security certificate and fits well once you know the basics.',
    publishedAt: '2024-03-12T09:00:00.000Z',
  },
  {
    slug: 'what-iso-27001-means-for-small-companies',
    title: 'What ISO 27001 means for small companies',
    author: 'Compliance desk',
    excerpt: 'An information security management system is not only for large enterprises.',
    body: 'ISO 27001 asks you to understand your risks, decide how to treat them and keep improving. For a small company the same steps apply at a smaller scale: an asset list, a risk register, a handful of policies and regular reviews.',
    publishedAt: '2024-05-02T09:00:00.000Z',
  },
  {
    slug: 'five-habits-for-exam-day',
    title: 'Five habits for exam day',
    author: 'Training team',
    excerpt: 'Small routines that keep nerves down and scores up.',
    body: 'Sleep well the night before, arrive early, read every question twice, flag hard questions and come back to them, and keep an eye on the clock without staring at it.',
    publishedAt: '2024-07-18T09:00:00.000Z',
  },
];

const BOOKS = [
  ['CompTIA A+ Core 1 Study Guide', 'Demo Press'],
  ['CompTIA A+ Core 2 Study Guide', 'Demo Press'],
  ['CompTIA Network+ Study Guide', 'Demo Press'],
  ['CompTIA Security+ Study Guide', 'Demo Press'],
  ['CompTIA CySA+ Practice Tests', 'Demo Press'],
  ['CompTIA PenTest+ Study Guide', 'Demo Press'],
  ['ISO 27001 Explained', 'Example Books'],
  ['Risk Management with ISO 31000', 'Example Books'],
  ['Business Continuity with ISO 22301', 'Example Books'],
  ['Game Development with Unity', 'Example Books'],
  ['Accounting with Tally', 'Example Books'],
  ['Microsoft 365 Essentials', 'Example Books'],
] as const;

/** Seeds the demo data once. Returns false when it had already run. */
export async function seedDemoData(
  repos: Repositories,
  commerce?: { db: Db; codes: VoucherCodes },
): Promise<boolean> {
  // Databases seeded before assessments (or commerce) existed get them on their next start.
  const assessments = await seedAssessments(repos);
  const prices = commerce ? await seedCommerceDemo(repos, commerce.db, commerce.codes) : false;
  // After the assessments and batches it translates.
  const translations = commerce ? await seedDemoTranslations(repos, commerce.db) : false;
  if (await repos.meta.get(SEED_MARKER)) return assessments || prices || translations;
  const base = Date.parse('2024-01-01T00:00:00.000Z');
  const at = (days: number) => new Date(base + days * 86_400_000).toISOString();

  const certificate = (
    certificateId: string,
    fullName: string,
    courseName: string,
    day: number,
  ) => ({
    id: newId(),
    certificateId,
    fullName,
    courseName,
    issuedBy: 'Skillbridge IT Academy (demo)',
    issueDate: at(day).slice(0, 10),
    expiryDate: defaultExpiryDate(courseName, at(day).slice(0, 10)),
    status: 'valid' as const,
    revokedReason: null,
    revokedAt: null,
    issuedByUserId: null,
    createdAt: at(day),
  });
  const revoked = certificate(newCertificateId(), 'Demo Revoked Learner', 'CompTIA A+', 40);
  await repos.certificates.createMany([
    certificate(DEMO_CERTIFICATE_ID, 'Asha Verma', 'CompTIA Security+', 150),
    certificate(newCertificateId(), 'Rahul Mehta', 'CompTIA Network+', 120),
    certificate(newCertificateId(), 'Emma Clarke', 'PECB ISO/IEC 27001 Lead Auditor', 95),
    certificate(newCertificateId(), 'Karan Singh', 'Unity Game Development', 60),
    { ...revoked, status: 'revoked', revokedReason: 'Issued in error (demo)', revokedAt: at(45) },
    // Earned in 2019: genuine, but its three years are over.
    certificate(DEMO_EXPIRED_CERTIFICATE_ID, 'Priya Nair', 'CompTIA A+', -1750),
  ]);

  for (const question of QUESTIONS) await repos.questions.create(question);

  await repos.content.insertReviews(
    REVIEWS.map((review, i) => ({ id: newId(), ...review, createdAt: at(200 - i * 7) })),
  );
  await repos.content.insertBlogPosts(
    BLOG_POSTS.map((post) => ({ id: newId(), imageUrl: '', ...post })),
  );
  await repos.content.insertBooks(
    BOOKS.map(([title, author], i) => ({
      id: newId(),
      title,
      author,
      description: `${title}: a concise companion for the course and the exam (demo entry).`,
      imageUrl: '',
      buyUrl: '',
      createdAt: at(i),
    })),
  );

  await repos.meta.set(SEED_MARKER, new Date().toISOString());
  return true;
}

const ASSESSMENT_SEED_MARKER = 'assessments_seed_v1';
/** Questions kept for assessments carry this level, which keeps them out of the open quiz. */
export const ASSESSMENT_QUESTION_LEVEL = 'assessment';
export const LEAD_SALES_SLUG = 'lead-and-sales';

// prettier-ignore
const ASSESSMENT_QUESTIONS: Array<[category: string, text: string, options: string[], correct: number]> = [
  ['sales', 'What is a qualified lead?', ['Any visitor of the website', 'A prospect who fits the course and has shown intent', 'A former student', 'A newsletter subscriber only'], 1],
  ['sales', 'Within how many hours should a new enquiry get a first reply?', ['24 hours', 'One week', 'One month', 'Never without a meeting'], 0],
  ['sales', 'Which question best uncovers a prospect\'s need?', ['Do you want to buy today?', 'Can you pay now?', 'Have you heard of us?', 'What do you want this certification to change for you?'], 3],
  ['sales', 'What should be recorded after every call with a prospect?', ['Nothing', 'Only the price quoted', 'Notes and the next step in the CRM', 'Only the call length'], 2],
  ['sales', 'A prospect says the course is too expensive. The best first response is to:', ['Offer the largest discount at once', 'End the call', 'Ignore the objection', 'Understand what value they compare it with'], 3],
  ['sales', 'Which channel may a lead be contacted on?', ['Any number found online', 'Their employer\'s switchboard', 'The channels they gave consent for', 'Social media friends'], 2],
  ['sales', 'What is an upsell?', ['Selling to a competitor', 'Offering a higher-value option that fits the need', 'Refunding a course', 'Cancelling an order'], 1],
  ['sales', 'What does a conversion rate measure?', ['Leads that became enrolments', 'Calls per day', 'Website speed', 'Trainer ratings'], 0],
  ['sales', 'When a lead asks about exam vouchers you are unsure of, you should:', ['Guess the answer', 'Say vouchers do not exist', 'Change the subject', 'Check with the team and reply with the correct information'], 3],
  ['sales', 'Which follow-up is most effective after a demo class?', ['A personalised message recapping their goals and the next batch date', 'A generic brochure to everyone', 'No follow-up', 'Ten calls in one day'], 0],
  ['sales', 'A referral lead usually:', ['Converts worse than a cold lead', 'Must not be contacted', 'Arrives with more trust and converts better', 'Needs no information'], 2],
  ['sales', 'What is the purpose of a sales pipeline?', ['Storing course videos', 'Tracking each lead\'s stage toward enrolment', 'Paying trainers', 'Booking exam rooms'], 1],
  ['a-plus', 'Which component temporarily holds data the CPU is working on?', ['Hard disk', 'RAM', 'Power supply', 'Optical drive'], 1],
  ['a-plus', 'Which connector is common for modern displays?', ['PS/2', 'RJ-11', 'HDMI', 'Molex'], 2],
  ['a-plus', 'What is the first step of the troubleshooting methodology?', ['Identify the problem', 'Document findings', 'Establish a plan of action', 'Verify functionality'], 0],
  ['a-plus', 'Which file system is native to modern Windows installations?', ['ext4', 'APFS', 'HFS+', 'NTFS'], 3],
  ['a-plus', 'What does a UPS provide?', ['Extra CPU cores', 'Faster Wi-Fi', 'Battery power during an outage', 'More storage'], 2],
];

export async function seedAssessments(repos: Repositories): Promise<boolean> {
  if (await repos.meta.get(ASSESSMENT_SEED_MARKER)) return false;
  const now = new Date().toISOString();
  for (const [category, text, options, correctOption] of ASSESSMENT_QUESTIONS) {
    await repos.questions.create({
      category,
      text,
      options,
      correctOption,
      explanation: '',
      level: ASSESSMENT_QUESTION_LEVEL,
    });
  }
  await repos.assessments.create(
    {
      slug: LEAD_SALES_SLUG,
      name: 'Lead and Sales Assessment',
      description:
        'Internal assessment of lead handling and consultative selling. Passing issues a certificate.',
      categories: ['sales'],
      levels: [
        { level: 'easy', questionCount: 5, durationMinutes: 30 },
        { level: 'intermediate', questionCount: 8, durationMinutes: 30 },
        { level: 'advanced', questionCount: 10, durationMinutes: 30 },
      ],
      passPercent: 70,
      maxAttempts: 3,
      waitMinutes: 60,
      requiredRole: null,
      issuesCertificate: true,
      securityLimit: 3,
    },
    now,
  );
  const practice: Array<[slug: string, name: string, categories: string[]]> = [
    ['a-plus-practice', 'CompTIA A+ practice exam', ['a-plus']],
    ['network-plus-practice', 'CompTIA Network+ practice exam', ['networking']],
    ['security-plus-practice', 'CompTIA Security+ practice exam', ['security']],
    [
      'secure-infrastructure-practice',
      'CompTIA Secure Infrastructure Specialist practice exam',
      ['security', 'networking'],
    ],
  ];
  for (const [slug, name, categories] of practice) {
    await repos.assessments.create(
      {
        slug,
        name,
        description: `A timed practice run for the ${name.replace(' practice exam', '')} course. No certificate.`,
        categories,
        levels: [{ level: 'practice', questionCount: 5, durationMinutes: 10 }],
        maxAttempts: 0,
        waitMinutes: 0,
        issuesCertificate: false,
      },
      now,
    );
  }
  await repos.meta.set(ASSESSMENT_SEED_MARKER, now);
  return true;
}
