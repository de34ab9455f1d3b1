import type { RemoteAreaTexts } from './en';

// Portuguese.
const texts: RemoteAreaTexts = {
  unavailableTitle: 'Esta secção está temporariamente indisponível',
  unavailableText:
    'Não foi possível carregar esta parte do site. O resto do site continua a funcionar; tente novamente dentro de momentos.',
  retry: 'Tentar novamente',
};
export default texts;
