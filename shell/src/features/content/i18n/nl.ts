import type { ListsKey } from './en';

// Dutch (je).
const texts: Record<ListsKey, string> = {
  reviewsTitle: 'Reviews',
  reviewsDescription:
    'Wat cursisten zeggen over onze CompTIA-, PECB-, Unity-, Tally- en Microsoft-trainingen in New Delhi.',
  reviewsLead: 'Wat onze cursisten en klanten zeggen over hun trainingen en projecten bij ons.',
  reviewsEmpty: 'Nog geen reviews.',
  rated: 'Beoordeeld met {rating} van de 5',
  reviewsError: 'We konden de reviews niet laden.',
  blogsTitle: 'Onze blogs',
  blogsDescription:
    'Artikelen over IT-certificeringen, loopbaanpaden, cybersecurity, cloud en ISO-normen.',
  blogsLead: 'Artikelen van onze trainers over certificeringen, loopbanen en technologie.',
  blogsLoading: 'Artikelen laden…',
  blogsEmpty: 'Nog geen artikelen.',
  blogsError: 'We konden de artikelen niet laden.',
  resourcesTitle: 'Studiemateriaal',
  resourcesDescription:
    'Boeken en studiegidsen die we aanraden voor de examens van CompTIA, PECB en andere certificeringen.',
  resourcesLead: 'Boeken en studiegidsen die onze trainers per certificering aanraden.',
  resourcesEmpty: 'Nog geen boeken.',
  resourcesError: 'We konden de boeken niet laden.',
  getBook: '‘{title}’ bestellen',
  opensInNewTab: '(opent in een nieuw tabblad)',
  tryAgain: 'Opnieuw proberen',
};

export default texts;
