import type { AboutKey } from './en';

const nl: Record<AboutKey, string> = {
  title: 'Over ons',
  metaDescription:
    'Een IT-opleidings-, certificerings- en dienstverleningsbedrijf in New Delhi: CompTIA- en PECB-cursussen, stages en ontwikkelwerk.',
  lead: 'Wij zijn een IT-opleidings- en dienstverleningsbedrijf in New Delhi. Sinds onze start hebben duizenden cursisten zich bij ons voorbereid op hun CompTIA- en PECB-certificeringen, en bedrijven vertrouwen op onze engineers voor hun websites, cloud en software.',
  missionTitle: 'Onze missie',
  missionText:
    'Internationaal erkende IT-vaardigheden praktisch en betaalbaar maken: elke cursus combineert een ervaren trainer, praktijklabs en een officieel certificeringsexamen.',
  teachTitle: 'Wat we onderwijzen',
  teachComptia: 'CompTIA-certificeringen, van A+ en Network+ tot Security+, CySA+ en CASP+',
  teachPecb: 'PECB-certificeringen in ISO/IEC 27001, ISO 9001, ISO 22301, privacy en AI-management',
  teachUnity: 'Gameontwikkeling met Unity',
  teachTally: 'Boekhouden met Tally Prime en GST',
  teachMicrosoft: 'Microsoft 365- en Azure-training',
  servicesTitle: 'Wat we bouwen',
  servicesText:
    'Ons ontwikkelteam levert webontwikkeling, clouddiensten, digitale marketing en maatwerksoftware voor klanten in India en daarbuiten. Stagiairs werken mee aan deze projecten en leren van echt werk.',
  valuesTitle: 'Waar we voor staan',
  valuePractical: 'Praktijk eerst: de helft van elke cursus speelt zich af in het lab.',
  valueHonest:
    'Eerlijk advies: we raden de certificering aan die bij je loopbaan past, niet de duurste.',
  valueSupport: 'Ondersteuning na de cursus: vragenuurtjes tot je examen doet.',
  visitTitle: 'Bezoek ons',
  visitText:
    'Ons opleidingscentrum ligt in New Delhi en is open van maandag tot en met zaterdag, van 11.00 tot 19.00 uur. Je bent welkom voor een gratis adviesgesprek.',
  contactLink: 'Neem contact op',
};

export default nl;
