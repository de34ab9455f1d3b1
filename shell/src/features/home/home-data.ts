import { paths } from 'shared';

export interface CourseArea {
  title: string;
  text: string;
  link: { label: string; to: string };
}

export const courseAreas: CourseArea[] = [
  {
    title: 'CompTIA certifications',
    text: 'From A+ and Network+ for new IT professionals to Security+, CySA+, PenTest+ and CASP+ for security careers.',
    link: { label: 'Browse CompTIA courses', to: paths.comptia },
  },
  {
    title: 'PECB certifications',
    text: 'ISO/IEC 27001, ISO 9001, ISO 22301, GDPR, AI management and more: lead implementer and lead auditor tracks.',
    link: { label: 'Browse PECB courses', to: paths.pecbOverview },
  },
  {
    title: 'Unity, Tally and Microsoft',
    text: 'Game development in Unity, accounting with Tally Prime and GST, and Microsoft 365 and Azure skills for the workplace.',
    link: { label: 'Ask about these courses', to: paths.contact },
  },
  {
    title: 'Internships',
    text: 'Three- and six-month internships in web development, cloud operations and cyber security on real client projects.',
    link: { label: 'See internships', to: paths.internship },
  },
];

export const reasons: { title: string; text: string }[] = [
  {
    title: 'Certified trainers',
    text: 'Every trainer holds the certification they teach and works on client projects between batches.',
  },
  {
    title: 'Labs, not slides',
    text: 'Half of every course is hands-on: real switches, cloud accounts, Unity projects and Tally companies.',
  },
  {
    title: 'Exam vouchers included',
    text: 'Official exam vouchers at authorised prices, with a practice test and help booking your slot.',
  },
  {
    title: 'Flexible batches',
    text: 'Weekday, weekend and live online batches, plus private batches for companies.',
  },
];

export const testimonials: { quote: string; name: string; course: string }[] = [
  {
    quote:
      'The Security+ labs were exactly what the exam asked about. I passed on my first attempt and moved into a SOC role two months later.',
    name: 'Rohit S.',
    course: 'CompTIA Security+',
  },
  {
    quote:
      'Our ISO 27001 lead implementer batch was run for our whole compliance team. Practical, well organised and full of real audit examples.',
    name: 'Meera K.',
    course: 'PECB ISO/IEC 27001 Lead Implementer',
  },
  {
    quote:
      'I came for Tally with GST and now handle the accounts of three small businesses on my own.',
    name: 'Anjali P.',
    course: 'Tally Prime with GST',
  },
];
