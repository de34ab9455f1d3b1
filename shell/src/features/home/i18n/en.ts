/** The home page's English texts; the other six languages translate every key (./i18n). */
export const homeEn = {
  metaDescription:
    'CompTIA and PECB certification training, Unity, Tally and Microsoft courses, internships and IT services in New Delhi.',
  lead: 'IT training and certification in New Delhi: CompTIA and PECB courses with exam vouchers, Unity game development, Tally accounting and Microsoft training, internships, and the web, cloud, digital marketing and software services our trainers deliver for clients.',
  browseComptia: 'Browse CompTIA courses',
  explorePecb: 'Explore PECB certifications',
  verifyCertificate: 'Verify a certificate',
  coursesHeading: 'Course areas',
  comptiaTitle: 'CompTIA certifications',
  comptiaText:
    'From A+ and Network+ for new IT professionals to Security+, CySA+, PenTest+ and CASP+ for security careers.',
  allComptia: 'All CompTIA certifications',
  pecbTitle: 'PECB certifications',
  pecbText:
    'ISO/IEC 27001, ISO 9001, ISO 22301, GDPR, AI management and more: lead implementer and lead auditor tracks.',
  browsePecb: 'Browse PECB courses',
  otherTitle: 'Unity, Tally and Microsoft',
  otherText:
    'Game development in Unity, accounting with Tally Prime and GST, and Microsoft 365 and Azure skills for the workplace.',
  askCourses: 'Ask about these courses',
  internshipsTitle: 'Internships',
  internshipsText:
    'Three- and six-month internships in web development, cloud operations and cyber security on real client projects.',
  seeInternships: 'See internships',
  servicesHeading: 'Services for businesses',
  cloudTitle: 'Cloud services',
  cloudSummary:
    'Migration to AWS, Microsoft Azure or Google Cloud, hosting and managed operations for small and mid-sized businesses.',
  cloudLink: 'About cloud services',
  marketingTitle: 'Digital marketing',
  marketingSummary:
    'Search engine optimisation, paid campaigns, social media and content that bring enquiries, not just clicks.',
  marketingLink: 'About digital marketing',
  webTitle: 'Web development',
  webSummary:
    'Fast, accessible websites and web applications in React, Node.js and WordPress, built to be easy to maintain.',
  webLink: 'About web development',
  softwareTitle: 'Software services',
  softwareSummary:
    'Custom software, integrations with Tally and other business systems, and long-term maintenance of existing applications.',
  softwareLink: 'About software services',
  whyHeading: 'Why learn with us',
  trainersTitle: 'Certified trainers',
  trainersText:
    'Every trainer holds the certification they teach and works on client projects between batches.',
  labsTitle: 'Labs, not slides',
  labsText:
    'Half of every course is hands-on: real switches, cloud accounts, Unity projects and Tally companies.',
  vouchersTitle: 'Exam vouchers included',
  vouchersText:
    'Official exam vouchers at authorised prices, with a practice test and help booking your slot.',
  batchesTitle: 'Flexible batches',
  batchesText: 'Weekday, weekend and live online batches, plus private batches for companies.',
  testimonialsHeading: 'What our learners say',
  quoteRohit:
    'The Security+ labs were exactly what the exam asked about. I passed on my first attempt and moved into a SOC role two months later.',
  quoteMeera:
    'Our ISO 27001 lead implementer batch was run for our whole compliance team. Practical, well organised and full of real audit examples.',
  quoteAnjali:
    'I came for Tally with GST and now handle the accounts of three small businesses on my own.',
  readReviews: 'Read all reviews',
  ctaHeading: 'Ready to get certified?',
  ctaText:
    'Tell us which course or service you are interested in and our team will call you back within one working day.',
  ctaLink: 'Send us an enquiry',
};

export type HomeKey = keyof typeof homeEn;
