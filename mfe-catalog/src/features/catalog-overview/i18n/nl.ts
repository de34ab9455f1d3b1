import type { OverviewTexts } from './en';

// The catalog overview pages' texts. Vendor and certification names stay as written.
const nl: OverviewTexts = {
  cerTitle: 'Certificeringstrainingen',
  cerMeta:
    'Alle CompTIA- en PECB-certificeringstrainingen die we in New Delhi en online geven, in één doorzoekbare lijst.',
  cerLead:
    'Alle certificeringstrainingen die we geven, van CompTIA en PECB, met examenvouchers en trainers, online of in New Delhi.',
  cerComptia: '{courses} op de niveaus Specialist, Professional en Expert.',
  cerPecb: '{courses} in {categories} categorieën.',
  comptiaHeading: 'CompTIA-certificeringstrainingen',
  comptiaMeta:
    'CompTIA A+-, Network+-, Security+-, CySA+-, PenTest+-, Cloud+- en SecurityX-trainingen in New Delhi en online, van Specialist- tot Expert-niveau.',
  comptiaLead:
    'Leveranciersonafhankelijke certificeringen, van je eerste IT-baan tot securitywerk op expertniveau.',
  comptiaLevelTitle: 'CompTIA {title}-trainingen',
  comptiaLevelMeta: 'CompTIA-trainingen op {title}-niveau: {summary}',
  partnerHeading: 'CompTIA-trainingen en examenvouchers',
  partnerMeta:
    'CompTIA-trainingen en examenvouchers in New Delhi en online: elke actuele examencode, examenvorm en leerroute op één pagina.',
  partnerLead: 'CompTIA-trainingen met trainer en examenvouchers, in New Delhi en online.',
  partnerWhy: 'Waarom je CompTIA-training bij ons volgt',
  partnerWhyObjectives:
    'Trainers die je voorbereiden op de huidige examendoelen, niet op die van vorig jaar.',
  partnerWhyLive: 'Live lessen online of in ons centrum in New Delhi, met labs en oefenexamens.',
  partnerWhyVouchers: 'Examenvouchers bij de training of los te koop.',
  partnerWhyPath:
    'Een leerroute die met je meegroeit, van A+ tot SecurityX en de stapelbare certificeringen.',
  partnerExams: 'Actuele CompTIA-examens',
  partnerCaption: 'CompTIA-certificeringen en hun examencodes',
  colCertification: 'Certificering',
  colLevel: 'Niveau',
  colTraining: 'Training',
  stackable: 'Stapelbare certificeringen',
  pecbHeading: 'PECB-certificeringstrainingen',
  pecbMeta:
    'PECB-trainingen in ISO-normen, governance, privacy, continuïteit en cybersecurity, in New Delhi en online.',
  pecbLead:
    'Internationaal erkende trainingen in ISO-managementsysteemnormen, governance, privacy, weerbaarheid en cybersecurity.',
  categories: 'Categorieën',
  onRequest: 'Programma’s op aanvraag',
  pecbCategoryTitle: 'PECB {title}-trainingen',
  pecbCategoryMeta: 'PECB-training {title}: {summary}',
  certifications: 'Certificeringen',
  examCode: 'Examencode',
  durationValue_one: '{count} uur',
  durationValue_other: '{count} uur',
  enquireAbout: 'Informatie aanvragen over {title}',
  notFound: 'Pagina niet gevonden',
};

export default nl;
