import type { Translated } from 'shared/structured-texts';
import type { servicesEn } from './en';

// Dutch (je).
const texts: Translated<typeof servicesEn> = {
  title: 'Onze diensten',
  description:
    'IT-trainingen, examenvouchers, cloud, digitale marketing, webontwikkeling en softwarediensten vanuit New Delhi.',
  lead: 'Naast certificeringstrainingen bouwen en beheren we technologie voor bedrijven: dezelfde engineers die onze trainingen geven, voeren ook onze klantprojecten uit.',
  services: {
    'cloud-services': {
      title: 'Clouddiensten',
      summary:
        'Migratie naar AWS, Microsoft Azure of Google Cloud, hosting en beheer voor het mkb.',
      more: 'Meer over clouddiensten',
      ask: 'Vraag informatie aan over clouddiensten',
      sections: [
        {
          heading: 'Wat we doen',
          items: [
            'Een cloud-readiness-assessment en een migratieplan met kostenraming',
            'Lift-and-shift en replatforming van webapplicaties en databases',
            'Inrichting van Microsoft 365 en Azure Active Directory voor kantoren',
            'Back-ups, monitoring en een maandelijks kostenrapport',
            'Beveiligingsbaselines volgens de praktijk van CompTIA Cloud+ en ISO/IEC 27017',
          ],
        },
        {
          heading: 'Zo verloopt een opdracht',
          paragraphs: [
            'We beginnen met een analyse van twee weken van je servers, applicaties en licenties en spreken daarna een migratieplan met vaste mijlpalen af. Na de livegang blijven onze engineers een overdrachtsperiode lang beschikbaar, en met een maandabonnement nemen ze het dagelijkse beheer van je over.',
          ],
        },
      ],
    },
    'digital-marketing': {
      title: 'Digitale marketing',
      summary:
        'Zoekmachineoptimalisatie, betaalde campagnes, social media en content die aanvragen opleveren, niet alleen klikken.',
      more: 'Meer over digitale marketing',
      ask: 'Vraag informatie aan over digitale marketing',
      sections: [
        {
          heading: 'Wat we doen',
          items: [
            'Technische SEO-audits en on-page-optimalisatie',
            'Google Ads- en Meta-campagnes met conversietracking',
            'Contentkalenders voor LinkedIn, Instagram en Facebook',
            'Blogs en landingspagina’s geschreven voor jouw klanten',
            'Maandrapportages in begrijpelijke taal: leads, kosten per lead en volgende stappen',
          ],
        },
        {
          heading: 'Voor wie',
          paragraphs: [
            'Opleidingsinstituten, klinieken, winkels en B2B-bedrijven in Delhi NCR en heel India die via hun website een constante stroom gekwalificeerde aanvragen willen.',
          ],
        },
      ],
    },
    'web-development': {
      title: 'Webontwikkeling',
      summary:
        'Snelle, toegankelijke websites en webapplicaties in React, Node.js en WordPress, gebouwd om makkelijk te onderhouden.',
      more: 'Meer over webontwikkeling',
      ask: 'Vraag informatie aan over webontwikkeling',
      sections: [
        {
          heading: 'Wat we bouwen',
          items: [
            'Bedrijfswebsites en landingspagina’s',
            'Webwinkels met Razorpay, PayPal en betaalkaarten',
            'Klantportalen, reserveringssystemen en dashboards',
            'Leermanagementsystemen voor opleiders',
          ],
        },
        {
          heading: 'Hoe we werken',
          paragraphs: [
            'Elk project begint met een klikbaar prototype dat je kunt beoordelen. We bouwen in korte iteraties, testen op echte telefoons, voldoen aan de WCAG-richtlijnen voor toegankelijkheid en dragen aan het eind de broncode en documentatie over.',
          ],
        },
      ],
    },
    'software-services': {
      title: 'Softwarediensten',
      summary:
        'Maatwerksoftware, koppelingen met Tally en andere bedrijfssystemen, en langdurig onderhoud van bestaande applicaties.',
      more: 'Meer over softwarediensten',
      ask: 'Vraag informatie aan over softwarediensten',
      sections: [
        {
          heading: 'Wat we doen',
          items: [
            'Maatwerkapplicaties voor voorraad, facturatie en HR',
            'Koppelingen tussen Tally, CRM’s, betaalproviders en e-mail',
            'Mobiele apps en simulaties en trainingsgames in Unity',
            'Onderhoud, upgrades en beveiligingsupdates voor bestaande systemen',
          ],
        },
        {
          heading: 'Support waar je op kunt rekenen',
          paragraphs: [
            'Onze supportcontracten omvatten een vaste engineer, afgesproken reactietijden en een maandelijks overzicht van de wijzigingen in je software.',
          ],
        },
      ],
    },
    'it-training': {
      title: 'IT-training en certificering',
      summary:
        'CompTIA- en PECB-certificeringstrainingen met trainer, Unity-gameontwikkeling, Tally-boekhouding en Microsoft-trainingen, klassikaal in New Delhi of live online.',
      more: 'Meer over IT-training en certificering',
      ask: 'Vraag informatie aan over IT-training en certificering',
      sections: [
        {
          heading: 'Onze trainingen',
          items: [
            'CompTIA A+, Network+, Security+, CySA+, PenTest+, Cloud+ en CASP+',
            'PECB ISO/IEC 27001, ISO 9001, ISO 22301, ISO/IEC 42001 en AVG (GDPR)',
            'Unity-gameontwikkeling, van de eerste scène tot een gepubliceerde game',
            'Tally Prime met GST voor boekhouders en kleine ondernemers',
            'Microsoft 365, Excel en de basis van Azure',
          ],
        },
        {
          heading: 'Incompanygroepen',
          paragraphs: [
            'We verzorgen besloten groepen voor bedrijven, in ons centrum of op locatie, met een vaardighedenscan vooraf en na afloop een rapport over elke deelnemer.',
          ],
        },
      ],
    },
    'certification-vouchers': {
      title: 'Examenvouchers voor certificeringen',
      summary:
        'Officiële examenvouchers van CompTIA en PECB tegen erkende prijzen, met hulp bij het inplannen van je examen.',
      more: 'Meer over examenvouchers voor certificeringen',
      ask: 'Vraag informatie aan over examenvouchers voor certificeringen',
      sections: [
        {
          heading: 'Zo werkt het',
          items: [
            'Kies je examen en betaal met PayPal, betaalkaart of bankoverschrijving',
            'Ontvang de vouchercode per e-mail, meestal op dezelfde werkdag',
            'We helpen je een examencentrum of een online examen met toezicht te boeken',
            'Een gratis oefenexamen bij elke voucher die je samen met een training koopt',
          ],
        },
      ],
    },
  },
};

export default texts;
