import type { ListsKey } from './en';

// Italian.
const texts: Record<ListsKey, string> = {
  reviewsTitle: 'Recensioni',
  reviewsDescription:
    'Cosa dicono i corsisti dei nostri corsi CompTIA, PECB, Unity, Tally e Microsoft a Nuova Delhi.',
  reviewsLead: 'Cosa dicono i nostri corsisti e clienti dei corsi e dei progetti svolti con noi.',
  reviewsEmpty: 'Non ci sono ancora recensioni.',
  rated: 'Valutazione: {rating} su 5',
  reviewsError: 'Non è stato possibile caricare le recensioni.',
  blogsTitle: 'Il nostro blog',
  blogsDescription:
    'Articoli su certificazioni IT, percorsi di carriera, cybersecurity, cloud e standard ISO.',
  blogsLead: 'Articoli dei nostri docenti su certificazioni, carriera e tecnologia.',
  blogsLoading: 'Caricamento degli articoli…',
  blogsEmpty: 'Non ci sono ancora articoli.',
  blogsError: 'Non è stato possibile caricare gli articoli.',
  resourcesTitle: 'Risorse',
  resourcesDescription:
    'Libri e guide di studio che consigliamo per gli esami di certificazione CompTIA, PECB e non solo.',
  resourcesLead:
    'I libri e le guide di studio che i nostri docenti consigliano per ogni certificazione.',
  resourcesEmpty: 'Non ci sono ancora libri in elenco.',
  resourcesError: 'Non è stato possibile caricare i libri.',
  getBook: 'Acquista «{title}»',
  opensInNewTab: '(si apre in una nuova scheda)',
  tryAgain: 'Riprova',
};

export default texts;
