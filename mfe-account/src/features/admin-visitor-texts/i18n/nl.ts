import type { VisitorTextsTranslation } from './en';

// Dutch: the Visitor texts tab.
const nl: VisitorTextsTranslation = {
  adminVisitorTexts: {
    tab: 'Teksten voor bezoekers',
    title: 'Teksten voor bezoekers',
    intro:
      'Reviews en blogartikelen worden in het Engels geschreven. Geef ze hier hun vertalingen: een taal die leeg blijft, toont de Engelse tekst.',
    reviews: 'Reviews',
    posts: 'Blogartikelen',
    review: 'Review',
    post: 'Blogartikel',
    translations: 'Vertalingen',
    complete: 'Vertaald in alle talen',
    actions: 'Acties',
    translate: 'Vertalen',
    translateItem: '{item} vertalen',
    editTitle: 'Vertalingen van {item}',
    reviewText: 'Tekst van de review',
    postTitle: 'Titel',
    postExcerpt: 'Samenvatting',
    postBody: 'Tekst van het artikel',
    englishText: '{field} (Engels)',
    save: 'Vertalingen opslaan',
    saving: 'Opslaan…',
    close: 'Sluiten',
    saved: 'De vertalingen van {item} zijn opgeslagen.',
    unchanged: 'Er is geen vertaling gewijzigd.',
    saveFailed: 'De vertalingen konden niet worden opgeslagen.',
    gone: 'Dit item bestaat niet meer. Sluit het en laad de lijst opnieuw.',
    itemFailed:
      'De teksten van dit item konden niet worden geladen. Sluit het en probeer het opnieuw.',
    listFailed: 'De lijst kon niet worden geladen.',
    loading: 'Laden…',
    noReviews: 'Er is nog geen review.',
    noPosts: 'Er is nog geen blogartikel.',
  },
};
export default nl;
