import type { InternalExamsTexts } from './en';

// French.
const texts: InternalExamsTexts = {
  title: 'Examens internes',
  metaDescription:
    'Des évaluations chronométrées pour les apprenants et les employés : niveaux, durées, seuils de réussite et certificats.',
  lead: 'Choisissez une évaluation et un niveau. Le chronomètre démarre quand vous commencez ; vos réponses sont enregistrées au fur et à mesure.',
  loadFailed: "Nous n'avons pas pu charger les évaluations. {message}",
  retry: 'Réessayer',
  none: "Aucune évaluation ne vous est ouverte pour l'instant.",
  passMark: 'Seuil de réussite : {percent}',
  certifying: 'la réussite donne droit à un certificat',
  practice: 'entraînement uniquement',
  levelsOf: 'Niveaux de {name}',
  level: 'Niveau',
  questions: 'Questions',
  duration: 'Durée',
  action: 'Action',
  start: 'Commencer',
  startLabel: 'Commencer {name}, {level}',
  'level-easy': 'facile',
  'level-intermediate': 'intermédiaire',
  'level-advanced': 'avancé',
  'level-practice': 'entraînement',
};
export default texts;
