import type { QuizTranslation } from './en';

// French: the quiz and assessment screens of /test.
const fr: QuizTranslation = {
  quiz: {
    title: 'Quiz en ligne',
    description: 'Choisissez une catégorie et répondez à un quiz chronométré.',
    category: 'Catégorie',
    count: 'Nombre de questions',
    start: 'Commencer le quiz',
    rules:
      'Le chronomètre démarre quand vous commencez. Restez sur cet onglet : le quitter, quitter le plein écran, copier, coller et ouvrir le menu contextuel sont enregistrés.',
    timeLeft: 'Temps restant : {time}',
    questionOf: 'Question {n} sur {total}',
    previous: 'Précédente',
    next: 'Suivante',
    submit: 'Envoyer les réponses',
    confirmSubmit: 'Envoyer maintenant ? Questions sans réponse : {unanswered}.',
    keepAnswering: 'Continuer à répondre',
    answered: '{count} sur {total} répondues',
    jumpTo: 'Aller à la question {n}',
    questionsNav: 'Questions',
    timeUp: 'Le temps est écoulé : vos réponses ont été envoyées.',
    score: 'Votre score : {score} sur {total}.',
    passed: 'Réussi',
    failed: 'Non réussi',
    again: 'Faire un autre quiz',
    mine: 'Mes résultats',
    date: 'Date',
    result: 'Résultat',
    noResults: "Vous n'avez encore passé aucun quiz.",
    startFailed: "Le quiz n'a pas pu démarrer.",
    submitFailed: "Vos réponses n'ont pas pu être envoyées.",
    resultsFailed: "Vos résultats n'ont pas pu être chargés.",
    'warn-tab-hidden': "Attention : vous avez quitté l'onglet du quiz. Cela a été enregistré.",
    'warn-fullscreen-exit': 'Attention : vous avez quitté le plein écran. Cela a été enregistré.',
    'warn-copy': "Attention : copier n'est pas autorisé pendant le quiz. Cela a été enregistré.",
    'warn-paste': "Attention : coller n'est pas autorisé pendant le quiz. Cela a été enregistré.",
    'warn-context-menu':
      'Attention : le menu contextuel est désactivé pendant le quiz. Cela a été enregistré.',
    networking: 'Réseaux',
    security: 'Sécurité',
    cloud: 'Cloud computing',
  },
  assessment: {
    metaTitle: 'Évaluation',
    metaDescription: 'Une évaluation chronométrée ; le serveur garde le temps et le score.',
    startTitle: "Commencer l'évaluation",
    levelIs: 'Niveau :',
    startIntro:
      'Le chronomètre démarre quand vous commencez et il est tenu par le serveur ; vos réponses sont enregistrées au fur et à mesure.',
    fullName: 'Nom complet (tel que sur le certificat)',
    fullNameHint:
      'Imprimé sur votre certificat et enregistré dans votre profil. Vérifiez-le et corrigez-le si besoin.',
    errNameLength: 'Saisissez votre nom complet : de {min} à {max} caractères.',
    errNameChars:
      "N'utilisez que des lettres, des espaces, des apostrophes, des traits d'union et des points dans votre nom.",
    start: "Commencer l'évaluation",
    startFailed: "L'évaluation n'a pas pu démarrer.",
    heading: '{name} — {level}',
    timeLeft: 'Temps restant :',
    submit: "Envoyer l'évaluation",
    submitFailed: "Vos réponses n'ont pas pu être envoyées.",
    attemptNotFound: 'Ce résultat est introuvable. Il appartient peut-être à un autre compte.',
    saveFailed:
      "Votre dernière réponse n'a pas encore pu être enregistrée ; elle sera envoyée avec la suivante.",
    'warn-tab-hidden':
      "Avertissement {count} sur {limit} : vous avez quitté l'onglet de l'évaluation. Cela a été enregistré ; au bout de {limit} avertissements, la tentative est envoyée.",
    'warn-copy':
      "Avertissement {count} sur {limit} : copier n'est pas autorisé pendant l'évaluation. Cela a été enregistré ; au bout de {limit} avertissements, la tentative est envoyée.",
    'warn-paste':
      "Avertissement {count} sur {limit} : coller n'est pas autorisé pendant l'évaluation. Cela a été enregistré ; au bout de {limit} avertissements, la tentative est envoyée.",
    'warn-context-menu':
      "Avertissement {count} sur {limit} : le menu contextuel est désactivé pendant l'évaluation. Cela a été enregistré ; au bout de {limit} avertissements, la tentative est envoyée.",
    warnUnsent: "Avertissement : ce n'est pas autorisé pendant l'évaluation.",
    resultTitle: '{name} — résultat',
    score: 'Votre score : {score} sur {total} (seuil de réussite {passMark}) :',
    passed: 'Réussi',
    failed: 'Non réussi',
    securitySubmitted: 'La tentative a été envoyée après des avertissements de sécurité répétés.',
    deadlineSubmitted:
      'Le temps était écoulé : la tentative a été envoyée avec les réponses enregistrées jusque-là.',
    reviewPending:
      'Votre score atteint le seuil de réussite, mais la tentative a pris fin après des avertissements de sécurité répétés : aucun certificat n’a donc été délivré. Un administrateur va vérifier la tentative et décider.',
    reviewGranted: 'Un administrateur a vérifié la tentative et vous a accordé le certificat.',
    reviewRefused: 'Un administrateur a vérifié la tentative et n’a pas accordé de certificat.',
    certificateId: 'Identifiant du certificat :',
    verifyLink: 'Vérifier et télécharger le certificat',
    copyLink: 'Copier le lien',
    copied: 'Lien copié.',
    copyFailed: "Le lien n'a pas pu être copié : {link}",
    nextAttempt: 'Votre prochaine tentative est possible à partir du {time}.',
    noAttemptsLeft: 'Il ne vous reste plus de tentative pour ce niveau.',
    back: 'Retour aux examens internes',
    'level-easy': 'facile',
    'level-intermediate': 'intermédiaire',
    'level-advanced': 'avancé',
    'level-practice': 'entraînement',
  },
};
export default fr;
