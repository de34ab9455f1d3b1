import type { CorrectionsTranslation } from './en';

// Italian: the Name corrections tab.
const it: CorrectionsTranslation = {
  adminCorrections: {
    tab: 'Correzioni del nome',
    title: 'Correzioni del nome',
    intro:
      'I corsisti chiedono di correggere il nome su un certificato. Approvando si emette un certificato corretto con un nuovo ID e si revoca il vecchio; rifiutando il certificato resta com’è. Il corsista riceve un’e-mail in entrambi i casi.',
    loading: 'Caricamento…',
    none: 'Nessuna correzione del nome attende una decisione.',
    failed: 'Impossibile caricare le richieste.',
    caption: 'Correzioni del nome in attesa di decisione, dalla più recente',
    certificate: 'Certificato',
    course: 'Corso',
    learner: 'Corsista',
    currentName: 'Nome attuale',
    requestedName: 'Nome richiesto',
    reason: 'Motivo indicato',
    asked: 'Richiesta il',
    decision: 'Decisione',
    approve: 'Approva',
    refuse: 'Rifiuta',
    approveFor: 'Approva la correzione di {certificateId}',
    refuseFor: 'Rifiuta la correzione di {certificateId}',
    approveAsk:
      'Correggere il nome su {certificateId} da “{from}” a “{to}”? Viene emesso un certificato corretto e questo viene revocato.',
    refuseAsk:
      'Rifiutare la correzione del nome su {certificateId} in “{to}”? Il certificato resta com’è.',
    approveConfirm: 'Approva ed emetti di nuovo',
    refuseConfirm: 'Rifiuta',
    keep: 'Lascia in attesa',
    noteLabel: 'Nota per il corsista',
    refuseLabel: 'Motivo per il corsista',
    noteHint: 'Inviato al corsista e conservato nel registro di audit; massimo 500 caratteri.',
    noteInvalid: 'Scrivi da 1 a 500 caratteri.',
    approved: 'Approvata: {certificateId} è sostituito da {newCertificateId}.',
    refused: 'Rifiutata: {certificateId} resta com’è.',
    decideFailed: 'La decisione non è stata registrata: {why}',
  },
};
export default it;
