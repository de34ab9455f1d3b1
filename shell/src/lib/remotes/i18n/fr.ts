import type { RemoteAreaTexts } from './en';

// French.
const texts: RemoteAreaTexts = {
  unavailableTitle: 'Cette section est temporairement indisponible',
  unavailableText:
    "Nous n'avons pas pu charger cette partie du site. Le reste du site fonctionne ; veuillez réessayer dans un instant.",
  retry: 'Réessayer',
};
export default texts;
