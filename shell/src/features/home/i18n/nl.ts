import type { HomeKey } from './en';

// Dutch.
const nl: Record<HomeKey, string> = {
  metaDescription:
    'CompTIA- en PECB-certificeringstrainingen, Unity-, Tally- en Microsoft-cursussen, stages en IT-diensten in New Delhi.',
  lead: 'IT-training en certificering in New Delhi: CompTIA- en PECB-trainingen met examenvouchers, gameontwikkeling in Unity, boekhouden met Tally en Microsoft-trainingen, stages, en de web-, cloud-, digitale marketing- en softwarediensten die onze trainers voor klanten leveren.',
  browseComptia: 'Bekijk CompTIA-trainingen',
  explorePecb: 'Ontdek PECB-certificeringen',
  verifyCertificate: 'Certificaat verifiëren',
  coursesHeading: 'Opleidingsgebieden',
  comptiaTitle: 'CompTIA-certificeringen',
  comptiaText:
    'Van A+ en Network+ voor starters in de IT tot Security+, CySA+, PenTest+ en CASP+ voor een loopbaan in security.',
  allComptia: 'Alle CompTIA-certificeringen',
  pecbTitle: 'PECB-certificeringen',
  pecbText:
    'ISO/IEC 27001, ISO 9001, ISO 22301, AVG, AI-management en meer: Lead Implementer- en Lead Auditor-trajecten.',
  browsePecb: 'Bekijk PECB-trainingen',
  otherTitle: 'Unity, Tally en Microsoft',
  otherText:
    'Gameontwikkeling in Unity, boekhouden met Tally Prime en GST, en Microsoft 365- en Azure-vaardigheden voor op de werkvloer.',
  askCourses: 'Vraag naar deze cursussen',
  internshipsTitle: 'Stages',
  internshipsText:
    'Stages van drie of zes maanden in webontwikkeling, cloudbeheer en cybersecurity, aan echte klantprojecten.',
  seeInternships: 'Bekijk de stages',
  servicesHeading: 'Diensten voor bedrijven',
  cloudTitle: 'Clouddiensten',
  cloudSummary:
    'Migratie naar AWS, Microsoft Azure of Google Cloud, hosting en beheer voor het mkb.',
  cloudLink: 'Over clouddiensten',
  marketingTitle: 'Digitale marketing',
  marketingSummary:
    'Zoekmachineoptimalisatie, betaalde campagnes, social media en content die aanvragen oplevert, niet alleen kliks.',
  marketingLink: 'Over digitale marketing',
  webTitle: 'Webontwikkeling',
  webSummary:
    'Snelle, toegankelijke websites en webapplicaties in React, Node.js en WordPress, gebouwd om makkelijk te onderhouden.',
  webLink: 'Over webontwikkeling',
  softwareTitle: 'Softwarediensten',
  softwareSummary:
    'Maatwerksoftware, koppelingen met Tally en andere bedrijfssystemen, en langdurig onderhoud van bestaande applicaties.',
  softwareLink: 'Over softwarediensten',
  whyHeading: 'Waarom bij ons leren',
  trainersTitle: 'Gecertificeerde trainers',
  trainersText:
    'Elke trainer heeft de certificering die hij of zij doceert en werkt tussen de groepen door aan klantprojecten.',
  labsTitle: 'Labs, geen slides',
  labsText:
    'De helft van elke training is praktijk: echte switches, cloudaccounts, Unity-projecten en administraties in Tally.',
  vouchersTitle: 'Examenvouchers inbegrepen',
  vouchersText:
    'Officiële examenvouchers tegen erkende prijzen, met een oefenexamen en hulp bij het boeken van je examenmoment.',
  batchesTitle: 'Flexibele groepen',
  batchesText:
    'Groepen doordeweeks, in het weekend en live online, plus besloten groepen voor bedrijven.',
  testimonialsHeading: 'Wat onze cursisten zeggen',
  quoteRohit:
    'De Security+-labs sloten precies aan op wat het examen vroeg. Ik slaagde in één keer en ging twee maanden later aan de slag in een SOC.',
  quoteMeera:
    'Onze ISO 27001 Lead Implementer-groep werd voor ons hele complianceteam georganiseerd. Praktisch, goed georganiseerd en vol echte auditvoorbeelden.',
  quoteAnjali:
    'Ik kwam voor Tally met GST en doe nu zelfstandig de boekhouding van drie kleine bedrijven.',
  readReviews: 'Lees alle beoordelingen',
  ctaHeading: 'Klaar om je te certificeren?',
  ctaText:
    'Laat ons weten welke training of dienst je interesseert; ons team belt je binnen één werkdag terug.',
  ctaLink: 'Stuur ons een aanvraag',
};

export default nl;
