/**
 * The services pages' English texts (/our-services and one page per service). Each other
 * language's file in ./i18n has exactly this shape (`Translated<typeof servicesEn>`).
 */
export const servicesEn = {
  title: 'Our services',
  description:
    'IT training, certification vouchers, cloud, digital marketing, web development and software services from New Delhi.',
  lead: 'Besides certification training we build and run technology for businesses: the same engineers who teach our courses deliver our client projects.',
  services: {
    'cloud-services': {
      title: 'Cloud services',
      summary:
        'Migration to AWS, Microsoft Azure or Google Cloud, hosting and managed operations for small and mid-sized businesses.',
      more: 'More about cloud services',
      ask: 'Ask about cloud services',
      sections: [
        {
          heading: 'What we do',
          items: [
            'Cloud readiness assessment and a costed migration plan',
            'Lift-and-shift and re-platforming of web applications and databases',
            'Microsoft 365 and Azure Active Directory set-up for offices',
            'Backups, monitoring and a monthly cost report',
            'Security baselines aligned with CompTIA Cloud+ and ISO/IEC 27017 practice',
          ],
        },
        {
          heading: 'How an engagement runs',
          paragraphs: [
            'We start with a two-week assessment of your servers, applications and licences, then agree a migration plan with fixed milestones. After go-live our engineers stay on call for a hand-over period and can take over day-to-day operations under a monthly plan.',
          ],
        },
      ],
    },
    'digital-marketing': {
      title: 'Digital marketing',
      summary:
        'Search engine optimisation, paid campaigns, social media and content that bring enquiries, not just clicks.',
      more: 'More about digital marketing',
      ask: 'Ask about digital marketing',
      sections: [
        {
          heading: 'What we do',
          items: [
            'Technical SEO audits and on-page optimisation',
            'Google Ads and Meta campaigns with conversion tracking',
            'Social media calendars for LinkedIn, Instagram and Facebook',
            'Blog and landing-page content written for your customers',
            'Monthly reports in plain language: leads, cost per lead and next steps',
          ],
        },
        {
          heading: 'Who it is for',
          paragraphs: [
            'Training institutes, clinics, retailers and B2B firms in Delhi NCR and across India that want a steady flow of qualified enquiries from their website.',
          ],
        },
      ],
    },
    'web-development': {
      title: 'Web development',
      summary:
        'Fast, accessible websites and web applications in React, Node.js and WordPress, built to be easy to maintain.',
      more: 'More about web development',
      ask: 'Ask about web development',
      sections: [
        {
          heading: 'What we build',
          items: [
            'Company websites and landing pages',
            'E-commerce stores with Razorpay, PayPal and card payments',
            'Customer portals, booking systems and dashboards',
            'Learning management systems for training providers',
          ],
        },
        {
          heading: 'How we work',
          paragraphs: [
            'Every project starts with a clickable prototype you can review. We build in short iterations, test on real phones, meet WCAG accessibility guidelines and hand over the source code and documentation at the end.',
          ],
        },
      ],
    },
    'software-services': {
      title: 'Software services',
      summary:
        'Custom software, integrations with Tally and other business systems, and long-term maintenance of existing applications.',
      more: 'More about software services',
      ask: 'Ask about software services',
      sections: [
        {
          heading: 'What we do',
          items: [
            'Custom business applications for inventory, billing and HR',
            'Integrations between Tally, CRMs, payment gateways and e-mail',
            'Mobile apps and Unity-based simulations and training games',
            'Maintenance, upgrades and security fixes for existing systems',
          ],
        },
        {
          heading: 'Support you can rely on',
          paragraphs: [
            'Our support plans include a named engineer, agreed response times and a monthly summary of the changes made to your software.',
          ],
        },
      ],
    },
    'it-training': {
      title: 'IT training and certification',
      summary:
        'Instructor-led CompTIA and PECB certification courses, Unity game development, Tally accounting and Microsoft training, in class in New Delhi or live online.',
      more: 'More about IT training and certification',
      ask: 'Ask about IT training and certification',
      sections: [
        {
          heading: 'Courses we run',
          items: [
            'CompTIA A+, Network+, Security+, CySA+, PenTest+, Cloud+ and CASP+',
            'PECB ISO/IEC 27001, ISO 9001, ISO 22301, ISO/IEC 42001 and GDPR',
            'Unity game development from first scene to published game',
            'Tally Prime with GST for accountants and small business owners',
            'Microsoft 365, Excel and Azure fundamentals',
          ],
        },
        {
          heading: 'Corporate batches',
          paragraphs: [
            'We run private batches for companies at our centre or on site, with a skills assessment before the course and a report on every participant afterwards.',
          ],
        },
      ],
    },
    'certification-vouchers': {
      title: 'Certification exam vouchers',
      summary:
        'Official CompTIA and PECB exam vouchers at authorised prices, with help booking your exam slot.',
      more: 'More about certification exam vouchers',
      ask: 'Ask about certification exam vouchers',
      sections: [
        {
          heading: 'How it works',
          items: [
            'Choose your exam and pay by PayPal, card or bank transfer',
            'Receive the voucher code by e-mail, usually the same working day',
            'We help you book a test centre or an online proctored slot',
            'Free practice test with every voucher bought with a course',
          ],
        },
      ],
    },
  },
} as const;
