import type { Translated } from 'shared/structured-texts';
import type { textPagesEn } from './en';

// Dutch (je).
const texts: Translated<typeof textPagesEn> = {
  terms: {
    title: 'Algemene voorwaarden',
    description:
      'De voorwaarden die gelden wanneer je je inschrijft voor onze trainingen, examenvouchers koopt of ons een opdracht geeft.',
    sections: [
      {
        heading: 'Inschrijving',
        paragraphs: [
          'Je plek in een groep staat vast zodra we het cursusgeld of de afgesproken eerste termijn hebben ontvangen. We bevestigen elke inschrijving per e-mail, met de data en tijden van de groep en de instructies om deel te nemen.',
        ],
      },
      {
        heading: 'Uitvoering van de trainingen',
        items: [
          'De lessen vinden plaats in ons centrum in New Delhi of live online, zoals bij de groep vermeld.',
          'Als een trainer niet beschikbaar is, verplaatsen we de sessie of zorgen we voor een gekwalificeerde vervanger.',
          'Opnames van online sessies zijn voor je eigen herhaling en mogen niet worden gedeeld.',
        ],
      },
      {
        heading: 'Examenvouchers',
        paragraphs: [
          'Vouchers worden uitgegeven door CompTIA, PECB en andere certificeringsinstanties onder hun eigen voorwaarden, zoals geldigheidsduur en herkansingsregels. We geven die voorwaarden aan je door wanneer de voucher wordt uitgegeven.',
        ],
      },
      {
        heading: 'Certificaten',
        paragraphs: [
          'Onze certificaten van deelname krijgen cursisten die minstens 80% van de sessies bijwonen en het labwerk afronden. Elk certificaat heeft een ID dat je kunt controleren op de pagina ‘Certificaat verifiëren’.',
        ],
      },
      {
        heading: 'Diensten voor bedrijven',
        paragraphs: [
          'Projecten voor webontwikkeling, cloud, digitale marketing en software vallen onder het voorstel en de opdrachtomschrijving die per project worden ondertekend.',
        ],
      },
    ],
    cta: 'Vragen? Neem contact met ons op',
  },
  policies: {
    title: 'Ons beleid',
    description:
      'Ons beleid voor terugbetaling en privacy en onze gedragscode voor cursisten en klanten.',
    sections: [
      {
        heading: 'Terugbetaling en wisselen van groep',
        items: [
          'Volledige terugbetaling van het cursusgeld tot zeven dagen voor de start van de groep.',
          'Daarna kosteloos overstappen naar een latere groep binnen zes maanden.',
          'Examenvouchers worden niet terugbetaald zodra de vouchercode is uitgegeven.',
        ],
      },
      {
        heading: 'Privacy',
        paragraphs: [
          'We gebruiken je naam, e-mailadres en telefoonnummer om je training te organiseren, je certificaat uit te geven en je vragen te beantwoorden. We verkopen je gegevens niet. Je kunt ons altijd vragen om een kopie van de gegevens die we over je hebben, of om ze te verwijderen.',
        ],
      },
      {
        heading: 'Gedragscode',
        paragraphs: [
          'We verwachten respectvol gedrag in de les, online en in onze labs. De labomgevingen zijn alleen bedoeld om te oefenen; wie systemen buiten het lab probeert aan te vallen, wordt uitgeschreven.',
        ],
      },
    ],
  },
  careers: {
    title: 'Vacatures',
    description:
      'Kom bij ons team van trainers, developers en adviseurs in New Delhi. Openstaande vacatures en hoe je solliciteert.',
    sections: [
      {
        heading: 'Openstaande vacatures',
        items: [
          'Trainer cybersecurity (gecertificeerd voor CompTIA Security+, CySA+ of PenTest+), fulltime',
          'ISO 27001-lead-auditor en trainer, parttime',
          'React- en Node.js-developer, minstens 2 jaar ervaring',
          'Unity-developer en trainer, fulltime',
          'Opleidingsadviseur met uitstekend gesproken Engels en Hindi',
        ],
      },
      {
        heading: 'Waarom bij ons werken',
        paragraphs: [
          'Je geeft les én je bouwt: onze trainers werken een deel van hun tijd aan klantprojecten, en onze developers denken mee over de trainingen. De certificeringen die je haalt terwijl je bij ons werkt, betalen wij.',
        ],
      },
      {
        heading: 'Zo solliciteer je',
        paragraphs: [
          'Stuur je cv en de functie waarop je solliciteert via het contactformulier. We reageren binnen twee weken op elke sollicitatie.',
        ],
      },
    ],
    cta: 'Solliciteer via het contactformulier',
  },
  partners: {
    title: 'Partners',
    description:
      'De certificeringsinstanties, technologiebedrijven en hogescholen waarmee we in India en daarbuiten samenwerken.',
    sections: [
      {
        heading: 'Certificeringsinstanties',
        items: [
          'CompTIA: erkende trainings- en voucherpartner',
          'PECB: erkende trainingspartner voor ISO-normen, privacy en cybersecurity',
        ],
      },
      {
        heading: 'Technologie',
        items: [
          'Microsoft: trainingen in de basis van Microsoft 365 en Azure',
          'Unity: lesprogramma gameontwikkeling',
          'Tally Solutions: Tally Prime en boekhouden met GST',
        ],
      },
      {
        heading: 'Partner worden',
        paragraphs: [
          'Hogescholen, opleidingsinstituten en bedrijven kunnen met ons samenwerken voor groepen op de campus, bedrijfstrainingen of doorverwijsprogramma’s. Vertel ons over je organisatie en we plannen een gesprek.',
        ],
      },
    ],
    cta: 'Praat met ons over een partnerschap',
  },
  employee: {
    title: 'Medewerkershoek',
    description: 'Informatie voor onze trainers, developers en medewerkers.',
    sections: [
      {
        heading: 'Werktijden',
        paragraphs: [
          'Het kantoor en het trainingscentrum zijn open van maandag tot en met zaterdag, van 11.00 tot 19.00 uur. Groepstijden buiten deze uren spreek je af met de centrummanager.',
        ],
      },
      {
        heading: 'Voor trainers',
        items: [
          'Registreer aan het eind van elke week de aanwezigheid en de afgeronde labs van je groep.',
          'Vraag examenvouchers voor je cursisten minstens vijf werkdagen voor het examen aan.',
          'Meld problemen met de labomgeving dezelfde dag bij de IT-servicedesk.',
        ],
      },
      {
        heading: 'Opleidingsbudget',
        paragraphs: [
          'Elke medewerker mag per jaar één certificeringsexamen op kosten van het bedrijf afleggen. Interne toetsen staan onder ‘Interne examens’.',
        ],
      },
    ],
    cta: 'Bekijk de interne examens',
  },
  internship: {
    title: 'Stage',
    description:
      'Stages van drie en zes maanden in webontwikkeling, cloud, digitale marketing en cybersecurity in New Delhi.',
    sections: [
      {
        heading: 'Richtingen',
        items: [
          'Webontwikkeling: React, Node.js en databases op echte klantwebsites',
          'Cloudbeheer: deployments op AWS en Azure, monitoring en back-ups',
          'Digitale marketing: SEO, campagnes en analytics voor onze klanten',
          'Cybersecurity: kwetsbaarheidsscans en hardening in ons lab',
          'Gameontwikkeling: een complete game bouwen in Unity',
        ],
      },
      {
        heading: 'Wat je krijgt',
        items: [
          'Een mentor die elke week je werk bespreekt',
          'Een stagecertificaat met een verifieerbaar ID',
          'Een stagevergoeding voor stagiairs van zes maanden, afhankelijk van je prestaties',
          'Voorrang bij vaste functies zodra die vrijkomen',
        ],
      },
      {
        heading: 'Wie kan solliciteren',
        paragraphs: [
          'Laatstejaarsstudenten en pas afgestudeerden van B.Tech, BCA, MCA, B.Sc. IT en vergelijkbare opleidingen. Groepen starten elk jaar in januari, april, juli en oktober.',
        ],
      },
    ],
    cta: 'Solliciteer voor een stage',
  },
};

export default texts;
