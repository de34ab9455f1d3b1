import { paths } from 'shared';

export interface ShellPage {
  path: string;
  title: string;
  description: string;
}

/** The shell's marketing pages (SPEC §2 'Public routes'); each gets its full content later. */
export const shellPages: ShellPage[] = [
  {
    path: paths.about,
    title: 'About us',
    description:
      'An IT training and services company in New Delhi: certification courses, internships and development work.',
  },
  {
    path: paths.services,
    title: 'Our services',
    description: 'Cloud, digital marketing, web development and software services for businesses.',
  },
  {
    path: paths.cloudServices,
    title: 'Cloud services',
    description: 'Cloud migration, hosting and managed cloud operations.',
  },
  {
    path: paths.digitalMarketing,
    title: 'Digital marketing',
    description: 'Search, social and content marketing for growing businesses.',
  },
  {
    path: paths.webDevelopment,
    title: 'Web development',
    description: 'Websites and web applications built to last.',
  },
  {
    path: paths.softwareServices,
    title: 'Software services',
    description: 'Custom software, integrations and maintenance.',
  },
  {
    path: paths.contact,
    title: 'Contact us',
    description: 'Ask about a course, a certification voucher or a project.',
  },
  {
    path: paths.reviews,
    title: 'Reviews',
    description: 'What our learners and clients say about us.',
  },
  {
    path: paths.faq,
    title: 'Frequently asked questions',
    description: 'Answers about courses, exams, payments and certificates.',
  },
  {
    path: paths.terms,
    title: 'Terms and conditions',
    description: 'The terms that apply to our courses and services.',
  },
  {
    path: paths.policies,
    title: 'Our policies',
    description: 'Refund, privacy and conduct policies.',
  },
  {
    path: paths.blogs,
    title: 'Our blogs',
    description: 'Articles on certifications, careers and technology.',
  },
  { path: paths.careers, title: 'Careers', description: 'Open positions at our New Delhi office.' },
  {
    path: paths.partners,
    title: 'Partners',
    description: 'The certification bodies and companies we work with.',
  },
  { path: paths.employee, title: 'Employee corner', description: 'Resources for our staff.' },
  {
    path: paths.internship,
    title: 'Internship',
    description: 'Hands-on internships in development, cloud and security.',
  },
  {
    path: paths.internalExams,
    title: 'Internal exams',
    description: 'Assessments for employees and learners.',
  },
  {
    path: paths.gallery,
    title: 'Photo Gallery',
    description: 'Explore our campus, training sessions and facilities.',
  },
  {
    path: paths.resources,
    title: 'Resources',
    description: 'Books and study material for certification exams.',
  },
];

/** Services with a detail page at /service-detail/{slug}. */
export const serviceSlugs = [
  'cloud-services',
  'digital-marketing',
  'web-development',
  'software-services',
];
