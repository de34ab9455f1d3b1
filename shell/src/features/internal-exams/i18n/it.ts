import type { InternalExamsTexts } from './en';

// Italian.
const texts: InternalExamsTexts = {
  title: 'Esami interni',
  metaDescription:
    'Valutazioni a tempo per studenti e dipendenti: livelli, durate, soglie di superamento e certificati.',
  lead: 'Scegli una valutazione e un livello. Il timer parte quando inizi; le risposte vengono salvate man mano.',
  loadFailed: 'Non è stato possibile caricare le valutazioni. {message}',
  retry: 'Riprova',
  none: 'Al momento non ci sono valutazioni aperte per te.',
  passMark: 'Soglia di superamento: {percent}',
  certifying: 'chi supera riceve un certificato',
  practice: 'solo esercitazione',
  levelsOf: 'Livelli di {name}',
  level: 'Livello',
  questions: 'Domande',
  duration: 'Durata',
  action: 'Azione',
  start: 'Inizia',
  startLabel: 'Inizia {name}, {level}',
  'level-easy': 'facile',
  'level-intermediate': 'intermedio',
  'level-advanced': 'avanzato',
  'level-practice': 'esercitazione',
};
export default texts;
