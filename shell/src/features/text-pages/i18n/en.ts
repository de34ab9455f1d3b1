/**
 * The shell's text pages' English texts (terms, policies, careers, partners, employee corner,
 * internship); each other language's file in ./i18n has exactly this shape.
 */
export const textPagesEn = {
  terms: {
    title: 'Terms and Conditions',
    description:
      'The terms that apply when you enrol in our courses, buy exam vouchers or commission our services.',
    sections: [
      {
        heading: 'Enrolment',
        paragraphs: [
          'A seat in a batch is confirmed when we receive the course fee or the agreed first instalment. We confirm every enrolment by e-mail with the batch dates, timings and joining instructions.',
        ],
      },
      {
        heading: 'Course delivery',
        items: [
          'Classes run at our New Delhi centre or live online, as stated for the batch.',
          'If a trainer is unavailable we reschedule the session or provide a qualified replacement.',
          'Recordings of online sessions are for your personal revision and must not be shared.',
        ],
      },
      {
        heading: 'Exam vouchers',
        paragraphs: [
          'Vouchers are issued by CompTIA, PECB and other certification bodies under their own terms, including validity periods and retake rules. We pass these terms on to you when the voucher is issued.',
        ],
      },
      {
        heading: 'Certificates',
        paragraphs: [
          'Our course completion certificates are issued to learners who attend at least 80% of the sessions and complete the lab work. Each carries an ID that can be checked on the Certificate Lookup page.',
        ],
      },
      {
        heading: 'Services for businesses',
        paragraphs: [
          'Web development, cloud, digital marketing and software projects are governed by the proposal and statement of work signed for each project.',
        ],
      },
    ],
    cta: 'Questions? Contact us',
  },
  policies: {
    title: 'Our Policies',
    description: 'Our refund, privacy and code of conduct policies for learners and clients.',
    sections: [
      {
        heading: 'Refunds and batch changes',
        items: [
          'Full refund of the course fee up to seven days before the batch starts.',
          'After that, a free move to a later batch within six months.',
          'Exam vouchers cannot be refunded once the voucher code has been issued.',
        ],
      },
      {
        heading: 'Privacy',
        paragraphs: [
          'We use your name, e-mail address and phone number to run your course, issue your certificate and answer your enquiries. We do not sell your data. You can ask us at any time for a copy of the data we hold about you or to delete it.',
        ],
      },
      {
        heading: 'Code of conduct',
        paragraphs: [
          'We expect respectful behaviour in class, online and in our labs. Lab environments are for training only; attempting to attack systems outside the lab scope ends your enrolment.',
        ],
      },
    ],
  },
  careers: {
    title: 'Careers',
    description:
      'Join our New Delhi team of trainers, developers and counsellors. Open positions and how to apply.',
    sections: [
      {
        heading: 'Open positions',
        items: [
          'Cyber security trainer (CompTIA Security+, CySA+ or PenTest+ certified), full time',
          'ISO 27001 lead auditor and trainer, part time',
          'React and Node.js developer, 2+ years of experience',
          'Unity developer and trainer, full time',
          'Course counsellor with excellent spoken English and Hindi',
        ],
      },
      {
        heading: 'Why work with us',
        paragraphs: [
          'You teach and build: our trainers spend part of their time on client projects, and our developers help shape the courses. We pay for the certifications you take while you work with us.',
        ],
      },
      {
        heading: 'How to apply',
        paragraphs: [
          'Send your CV and the position you are applying for through the contact form. We reply to every application within two weeks.',
        ],
      },
    ],
    cta: 'Apply through the contact form',
  },
  partners: {
    title: 'Partners',
    description:
      'The certification bodies, technology companies and colleges we work with in India and abroad.',
    sections: [
      {
        heading: 'Certification bodies',
        items: [
          'CompTIA: authorised training and voucher partner',
          'PECB: authorised training partner for ISO standards, privacy and cyber security',
        ],
      },
      {
        heading: 'Technology',
        items: [
          'Microsoft: training on Microsoft 365 and Azure fundamentals',
          'Unity: game development curriculum',
          'Tally Solutions: Tally Prime and GST accounting',
        ],
      },
      {
        heading: 'Become a partner',
        paragraphs: [
          'Colleges, training institutes and companies can partner with us for campus batches, corporate training or referral programmes. Tell us about your organisation and we will set up a call.',
        ],
      },
    ],
    cta: 'Talk to us about a partnership',
  },
  employee: {
    title: 'Employee corner',
    description: 'Information for our trainers, developers and staff.',
    sections: [
      {
        heading: 'Working hours',
        paragraphs: [
          'The office and training centre are open Monday to Saturday, 11 AM to 7 PM. Batch timings outside these hours are agreed with the centre manager.',
        ],
      },
      {
        heading: 'For trainers',
        items: [
          'Upload batch attendance and lab completion by the end of each week.',
          'Request exam vouchers for your learners at least five working days before the exam.',
          'Report lab environment problems to the IT desk the same day.',
        ],
      },
      {
        heading: 'Learning budget',
        paragraphs: [
          'Every employee may take one certification exam a year at the company’s cost. Internal assessments are listed under Internal Exams.',
        ],
      },
    ],
    cta: 'See internal exams',
  },
  internship: {
    title: 'Internship',
    description:
      'Three- and six-month internships in web development, cloud, digital marketing and cyber security in New Delhi.',
    sections: [
      {
        heading: 'Tracks',
        items: [
          'Web development: React, Node.js and databases on live client websites',
          'Cloud operations: AWS and Azure deployments, monitoring and backups',
          'Digital marketing: SEO, campaigns and analytics for our clients',
          'Cyber security: vulnerability scanning and hardening in our lab',
          'Game development: building a complete game in Unity',
        ],
      },
      {
        heading: 'What you get',
        items: [
          'A mentor who reviews your work every week',
          'An internship certificate with a verifiable ID',
          'A stipend for six-month interns, based on performance',
          'Priority for full-time roles when they open',
        ],
      },
      {
        heading: 'Who can apply',
        paragraphs: [
          'Students in their final year and recent graduates of B.Tech, BCA, MCA, B.Sc. IT and similar programmes. Batches start every January, April, July and October.',
        ],
      },
    ],
    cta: 'Apply for an internship',
  },
} as const;
