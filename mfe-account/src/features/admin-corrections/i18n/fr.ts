import type { CorrectionsTranslation } from './en';

// French: the Name corrections tab.
const fr: CorrectionsTranslation = {
  adminCorrections: {
    tab: 'Corrections de nom',
    title: 'Corrections de nom',
    intro:
      "Les apprenants demandent la correction du nom figurant sur un certificat. Approuver émet un certificat corrigé avec un nouvel identifiant et révoque l'ancien ; refuser laisse le certificat tel quel. L'apprenant reçoit un e-mail dans les deux cas.",
    loading: 'Chargement…',
    none: "Aucune correction de nom n'attend de décision.",
    failed: "Les demandes n'ont pas pu être chargées.",
    caption: 'Corrections de nom en attente de décision, les plus récentes d’abord',
    certificate: 'Certificat',
    course: 'Formation',
    learner: 'Apprenant',
    currentName: 'Nom actuel',
    requestedName: 'Nom demandé',
    reason: 'Motif donné',
    asked: 'Demandée le',
    decision: 'Décision',
    approve: 'Approuver',
    refuse: 'Refuser',
    approveFor: 'Approuver la correction de {certificateId}',
    refuseFor: 'Refuser la correction de {certificateId}',
    approveAsk:
      'Corriger le nom sur {certificateId} de « {from} » en « {to} » ? Un certificat corrigé est émis et celui-ci est révoqué.',
    refuseAsk:
      'Refuser de corriger le nom sur {certificateId} en « {to} » ? Le certificat reste tel quel.',
    approveConfirm: 'Approuver et réémettre',
    refuseConfirm: 'Refuser',
    keep: 'Laisser en attente',
    noteLabel: "Note pour l'apprenant",
    refuseLabel: "Motif pour l'apprenant",
    noteHint: "Envoyé à l'apprenant et conservé dans le journal d'audit ; 500 caractères au plus.",
    noteInvalid: 'Écrivez de 1 à 500 caractères.',
    approved: 'Approuvée : {certificateId} est remplacé par {newCertificateId}.',
    refused: 'Refusée : {certificateId} reste tel quel.',
    decideFailed: "La décision n'a pas été enregistrée : {why}",
  },
};
export default fr;
