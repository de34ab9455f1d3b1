import type { VisitorTextsTranslation } from './en';

// Italian: the Visitor texts tab.
const it: VisitorTextsTranslation = {
  adminVisitorTexts: {
    tab: 'Testi per i visitatori',
    title: 'Testi per i visitatori',
    intro:
      'Le recensioni e gli articoli del blog sono scritti in inglese. Inserisci qui le loro traduzioni: una lingua lasciata vuota mostra il testo inglese.',
    reviews: 'Recensioni',
    posts: 'Articoli del blog',
    review: 'Recensione',
    post: 'Articolo del blog',
    translations: 'Traduzioni',
    complete: 'Tradotto in tutte le lingue',
    actions: 'Azioni',
    translate: 'Traduci',
    translateItem: 'Traduci {item}',
    editTitle: 'Traduzioni di {item}',
    reviewText: 'Testo della recensione',
    postTitle: 'Titolo',
    postExcerpt: 'Riassunto',
    postBody: "Testo dell'articolo",
    englishText: '{field} (inglese)',
    save: 'Salva le traduzioni',
    saving: 'Salvataggio…',
    close: 'Chiudi',
    saved: 'Le traduzioni di {item} sono state salvate.',
    unchanged: 'Nessuna traduzione è stata modificata.',
    saveFailed: 'Non è stato possibile salvare le traduzioni.',
    gone: "Questo elemento non esiste più. Chiudilo e ricarica l'elenco.",
    itemFailed: 'Non è stato possibile caricare i testi di questo elemento. Chiudilo e riprova.',
    listFailed: "Non è stato possibile caricare l'elenco.",
    loading: 'Caricamento…',
    noReviews: 'Non ci sono ancora recensioni.',
    noPosts: 'Non ci sono ancora articoli del blog.',
  },
};
export default it;
