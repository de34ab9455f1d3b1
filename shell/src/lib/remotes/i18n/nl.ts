import type { RemoteAreaTexts } from './en';

// Dutch.
const texts: RemoteAreaTexts = {
  unavailableTitle: 'Dit onderdeel is tijdelijk niet beschikbaar',
  unavailableText:
    'We konden dit deel van de site niet laden. De rest van de site werkt nog; probeer het zo opnieuw.',
  retry: 'Opnieuw proberen',
};
export default texts;
