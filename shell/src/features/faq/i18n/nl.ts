import type { Translated } from 'shared/structured-texts';
import type { faqEn } from './en';

// Dutch (je).
const texts: Translated<typeof faqEn> = {
  title: 'Veelgestelde vragen',
  description:
    'Antwoorden over onze trainingen, examenvouchers, online groepen, betalingen, certificaten en terugbetalingen.',
  lead: 'Antwoorden op wat cursisten ons het vaakst vragen over trainingen, examens, betalingen en certificaten.',
  entries: [
    {
      question: 'Zit het examenvoucher bij je training inbegrepen?',
      answer:
        'De meeste CompTIA- en PECB-trainingen kun je met of zonder het officiële examenvoucher boeken. Met de voucher krijg je ook een oefenexamen en hulp bij het inplannen van je examen.',
    },
    {
      question: 'Kan ik online meedoen in plaats van naar het centrum in New Delhi te komen?',
      answer:
        'Ja. Elke groep loopt zowel live online als klassikaal, met dezelfde trainer, dezelfde labs en opnames van elke sessie om te herhalen.',
    },
    {
      question: 'Hoe lang duurt een CompTIA Security+-training?',
      answer:
        'De doordeweekse groep duurt vijf weken, twee uur per dag; de weekendgroep loopt zes weekenden. Beide bevatten zo’n 20 uur praktijklabs.',
    },
    {
      question: 'Ik heb geen IT-achtergrond. Waar begin ik?',
      answer:
        'CompTIA A+ is het gebruikelijke startpunt, gevolgd door Network+ en Security+. Plan een gratis adviesgesprek en een trainer stelt een traject voor dat bij je doelen past.',
    },
    {
      question: 'Geven jullie ook Unity-, Tally- en Microsoft-trainingen?',
      answer:
        'Ja. We geven Unity-gameontwikkeling van beginner tot portfolioniveau, Tally Prime met GST voor boekhouders en ondernemers, en de basis van Microsoft 365, Excel en Azure.',
    },
    {
      question: 'Hoe betaal ik een training?',
      answer:
        'Je kunt betalen met PayPal, met een creditcard of betaalpas op de beveiligde pagina van de kaartaanbieder, of per bankoverschrijving. Het menu ‘Nu betalen’ bovenaan elke pagina toont alle drie.',
    },
    {
      question: 'Hoe kan een werkgever mijn certificaat controleren?',
      answer:
        'Elk certificaat dat we uitgeven heeft een uniek ID. Iedereen kan het controleren op onze pagina ‘Certificaat verifiëren’ en een pdf van de geverifieerde gegevens downloaden.',
    },
    {
      question: 'Bieden jullie stages aan?',
      answer:
        'We bieden stages van drie en zes maanden in webontwikkeling, cloudbeheer, digitale marketing en cybersecurity, waarin je onder begeleiding van een mentor aan echte klantprojecten werkt.',
    },
    {
      question: 'Wat is jullie terugbetalingsbeleid?',
      answer:
        'Tot zeven dagen voor de start van een groep krijg je je geld volledig terug; daarna kun je kosteloos overstappen naar een latere groep. Examenvouchers worden na uitgifte niet terugbetaald. Alle details vind je in ‘Ons beleid’.',
    },
  ],
};

export default texts;
