import type { CoursePageTexts } from './en';

// Dutch. Certification and vendor names and exam codes stay as the vendors write them.
const nl: CoursePageTexts = {
  examCode: 'Examencode',
  examCodes: 'Examencodes',
  duration: 'Duur van de training',
  durationValue_one: '{count} uur',
  durationValue_other: '{count} uur',
  format: 'Vorm',
  formatBoth: 'Met trainer, live online of klassikaal in ons centrum in New Delhi',
  formatOnline: 'Met trainer, live online',
  formatOnsite: 'Met trainer, klassikaal in ons centrum in New Delhi',
  credential: 'Behaalde certificering',
  examFormat: 'Examenvorm',
  examFormatValue: '{code}: maximaal {questions} vragen, {minutes} minuten, cesuur {score}',
  examFormatSingle: 'Maximaal {questions} vragen, {minutes} minuten, cesuur {score}',
  audience: 'Voor wie',
  prerequisites: 'Vooropleiding en aanbevolen ervaring',
  outline: 'Wat je leert',
  path: 'Certificeringstraject',
  pathBefore: 'Vóór deze training',
  pathAfter: 'Na deze training',
  faqs: 'Veelgestelde vragen',
  related: 'Verwante trainingen',
  enquire: 'Informatie aanvragen',
  enquireAbout: 'Informatie aanvragen over {title}',
  payNote:
    'Klaar om te boeken? Gebruik het menu "Nu betalen" bovenaan de pagina om te betalen met PayPal, kaart of bankoverschrijving.',
  notFound: 'Pagina niet gevonden',
  courseTitle: '{title}-training',
  courseDescription: '{title}-training ({vendor}) in New Delhi en online: {summary}',
};

export default nl;
