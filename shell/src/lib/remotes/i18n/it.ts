import type { RemoteAreaTexts } from './en';

// Italian.
const texts: RemoteAreaTexts = {
  unavailableTitle: 'Questa sezione è temporaneamente non disponibile',
  unavailableText:
    'Non è stato possibile caricare questa parte del sito. Il resto del sito funziona; riprova tra un momento.',
  retry: 'Riprova',
};
export default texts;
