import type { InternalExamsTexts } from './en';

// Dutch.
const texts: InternalExamsTexts = {
  title: 'Interne examens',
  metaDescription:
    'Toetsen op tijd voor cursisten en medewerkers: niveaus, duur, grenzen om te slagen en certificaten.',
  lead: 'Kies een toets en een niveau. De timer start zodra je begint; je antwoorden worden meteen opgeslagen.',
  loadFailed: 'We konden de toetsen niet laden. {message}',
  retry: 'Opnieuw proberen',
  none: 'Er staan op dit moment geen toetsen voor je open.',
  passMark: 'Grens om te slagen: {percent}',
  certifying: 'wie slaagt, krijgt een certificaat',
  practice: 'alleen oefening',
  levelsOf: 'Niveaus van {name}',
  level: 'Niveau',
  questions: 'Vragen',
  duration: 'Duur',
  action: 'Actie',
  start: 'Starten',
  startLabel: '{name} starten, {level}',
  'level-easy': 'makkelijk',
  'level-intermediate': 'gemiddeld',
  'level-advanced': 'gevorderd',
  'level-practice': 'oefening',
};
export default texts;
