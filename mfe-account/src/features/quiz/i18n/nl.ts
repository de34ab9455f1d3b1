import type { QuizTranslation } from './en';

// Dutch: the quiz and assessment screens of /test.
const nl: QuizTranslation = {
  quiz: {
    title: 'Online quiz',
    description: 'Kies een categorie en maak een quiz op tijd.',
    category: 'Categorie',
    count: 'Aantal vragen',
    start: 'Quiz starten',
    rules:
      'De timer start zodra je begint. Blijf op dit tabblad: het tabblad of het volledig scherm verlaten, kopiëren, plakken en het contextmenu openen worden vastgelegd.',
    timeLeft: 'Resterende tijd: {time}',
    questionOf: 'Vraag {n} van {total}',
    previous: 'Vorige',
    next: 'Volgende',
    submit: 'Antwoorden versturen',
    confirmSubmit: 'Nu versturen? Onbeantwoorde vragen: {unanswered}.',
    keepAnswering: 'Verder antwoorden',
    answered: '{count} van {total} beantwoord',
    jumpTo: 'Ga naar vraag {n}',
    questionsNav: 'Vragen',
    timeUp: 'De tijd is om: je antwoorden zijn verstuurd.',
    score: 'Je score: {score} van {total}.',
    passed: 'Geslaagd',
    failed: 'Niet geslaagd',
    again: 'Nog een quiz maken',
    mine: 'Mijn resultaten',
    date: 'Datum',
    result: 'Resultaat',
    noResults: 'Je hebt nog geen quiz gemaakt.',
    startFailed: 'De quiz kon niet worden gestart.',
    submitFailed: 'Je antwoorden konden niet worden verstuurd.',
    resultsFailed: 'Je resultaten konden niet worden geladen.',
    'warn-tab-hidden': 'Let op: je hebt het quiztabblad verlaten. Dit is vastgelegd.',
    'warn-fullscreen-exit': 'Let op: je hebt het volledig scherm verlaten. Dit is vastgelegd.',
    'warn-copy': 'Let op: kopiëren is niet toegestaan tijdens de quiz. Dit is vastgelegd.',
    'warn-paste': 'Let op: plakken is niet toegestaan tijdens de quiz. Dit is vastgelegd.',
    'warn-context-menu':
      'Let op: het contextmenu is uitgeschakeld tijdens de quiz. Dit is vastgelegd.',
    networking: 'Netwerken',
    security: 'Beveiliging',
    cloud: 'Cloudcomputing',
  },
  assessment: {
    metaTitle: 'Toets',
    metaDescription: 'Een toets op tijd; de server houdt de tijd en de score bij.',
    startTitle: 'De toets starten',
    levelIs: 'Niveau:',
    startIntro:
      'De timer start zodra je begint en wordt door de server bijgehouden; je antwoorden worden meteen opgeslagen.',
    fullName: 'Volledige naam (zoals op het certificaat)',
    fullNameHint:
      'Wordt op je certificaat gedrukt en in je profiel opgeslagen. Controleer de naam en verbeter hem zo nodig.',
    errNameLength: 'Vul je volledige naam in: {min} tot {max} tekens.',
    errNameChars: 'Gebruik in je naam alleen letters, spaties, apostrofs, koppeltekens en punten.',
    start: 'Toets starten',
    startFailed: 'De toets kon niet worden gestart.',
    heading: '{name} — {level}',
    timeLeft: 'Resterende tijd:',
    submit: 'Toets inleveren',
    submitFailed: 'Je antwoorden konden niet worden verstuurd.',
    saveFailed:
      'Je laatste antwoord kon nog niet worden opgeslagen; het wordt met het volgende meegestuurd.',
    'warn-tab-hidden':
      'Waarschuwing {count} van {limit}: je hebt het tabblad van de toets verlaten. Dit is vastgelegd; bij {limit} waarschuwingen wordt de poging ingeleverd.',
    'warn-copy':
      'Waarschuwing {count} van {limit}: kopiëren is niet toegestaan tijdens de toets. Dit is vastgelegd; bij {limit} waarschuwingen wordt de poging ingeleverd.',
    'warn-paste':
      'Waarschuwing {count} van {limit}: plakken is niet toegestaan tijdens de toets. Dit is vastgelegd; bij {limit} waarschuwingen wordt de poging ingeleverd.',
    'warn-context-menu':
      'Waarschuwing {count} van {limit}: het contextmenu is uitgeschakeld tijdens de toets. Dit is vastgelegd; bij {limit} waarschuwingen wordt de poging ingeleverd.',
    warnUnsent: 'Waarschuwing: dit is niet toegestaan tijdens de toets.',
    resultTitle: '{name} — resultaat',
    score: 'Je score: {score} van {total} (grens om te slagen {passMark}):',
    passed: 'Geslaagd',
    failed: 'Niet geslaagd',
    securitySubmitted: 'De poging is ingeleverd na herhaalde beveiligingswaarschuwingen.',
    deadlineSubmitted:
      'De tijd was om: de poging is ingeleverd met de antwoorden die tot dan waren opgeslagen.',
    reviewPending:
      'Je score haalt de cesuur, maar de poging is beëindigd na herhaalde beveiligingswaarschuwingen, dus er is geen certificaat uitgegeven. Een beheerder beoordeelt de poging en beslist.',
    reviewGranted: 'Een beheerder heeft de poging beoordeeld en het certificaat toegekend.',
    reviewRefused: 'Een beheerder heeft de poging beoordeeld en geen certificaat toegekend.',
    certificateId: 'Certificaatnummer:',
    verifyLink: 'Het certificaat controleren en downloaden',
    copyLink: 'Link kopiëren',
    copied: 'Link gekopieerd.',
    copyFailed: 'De link kon niet worden gekopieerd: {link}',
    nextAttempt: 'Je volgende poging is mogelijk vanaf {time}.',
    noAttemptsLeft: 'Je hebt geen pogingen meer voor dit niveau.',
    back: 'Terug naar de interne examens',
    'level-easy': 'makkelijk',
    'level-intermediate': 'gemiddeld',
    'level-advanced': 'gevorderd',
    'level-practice': 'oefening',
  },
};
export default nl;
