import { paths } from 'shared';
import type { HomeKey } from './i18n/en';

// The home page's cards, as keys of its dictionary (./home-messages.ts).

export const courseAreas: { title: HomeKey; text: HomeKey; link: HomeKey; to: string }[] = [
  { title: 'comptiaTitle', text: 'comptiaText', link: 'allComptia', to: paths.comptia },
  { title: 'pecbTitle', text: 'pecbText', link: 'browsePecb', to: paths.pecbOverview },
  { title: 'otherTitle', text: 'otherText', link: 'askCourses', to: paths.contact },
  {
    title: 'internshipsTitle',
    text: 'internshipsText',
    link: 'seeInternships',
    to: paths.internship,
  },
];

export const serviceCards: { title: HomeKey; text: HomeKey; link: HomeKey; to: string }[] = [
  { title: 'cloudTitle', text: 'cloudSummary', link: 'cloudLink', to: paths.cloudServices },
  {
    title: 'marketingTitle',
    text: 'marketingSummary',
    link: 'marketingLink',
    to: paths.digitalMarketing,
  },
  { title: 'webTitle', text: 'webSummary', link: 'webLink', to: paths.webDevelopment },
  {
    title: 'softwareTitle',
    text: 'softwareSummary',
    link: 'softwareLink',
    to: paths.softwareServices,
  },
];

export const reasons: { title: HomeKey; text: HomeKey }[] = [
  { title: 'trainersTitle', text: 'trainersText' },
  { title: 'labsTitle', text: 'labsText' },
  { title: 'vouchersTitle', text: 'vouchersText' },
  { title: 'batchesTitle', text: 'batchesText' },
];

/** Learners' words, translated; their names and the certification names stay as written. */
export const testimonials: { quote: HomeKey; name: string; course: string }[] = [
  { quote: 'quoteRohit', name: 'Rohit S.', course: 'CompTIA Security+' },
  { quote: 'quoteMeera', name: 'Meera K.', course: 'PECB ISO/IEC 27001 Lead Implementer' },
  { quote: 'quoteAnjali', name: 'Anjali P.', course: 'Tally Prime with GST' },
];
