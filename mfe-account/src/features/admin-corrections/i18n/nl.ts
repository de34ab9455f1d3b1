import type { CorrectionsTranslation } from './en';

// Dutch: the Name corrections tab.
const nl: CorrectionsTranslation = {
  adminCorrections: {
    tab: 'Naamcorrecties',
    title: 'Naamcorrecties',
    intro:
      'Cursisten vragen om de naam op een certificaat te corrigeren. Goedkeuren geeft een gecorrigeerd certificaat met een nieuw ID uit en trekt het oude in; weigeren laat het certificaat zoals het is. De cursist krijgt in beide gevallen een e-mail.',
    loading: 'Laden…',
    none: 'Er wacht geen naamcorrectie op een beslissing.',
    failed: 'De verzoeken konden niet worden geladen.',
    caption: 'Naamcorrecties die op een beslissing wachten, nieuwste eerst',
    certificate: 'Certificaat',
    course: 'Training',
    learner: 'Cursist',
    currentName: 'Huidige naam',
    requestedName: 'Gevraagde naam',
    reason: 'Opgegeven reden',
    asked: 'Gevraagd',
    decision: 'Beslissing',
    approve: 'Goedkeuren',
    refuse: 'Weigeren',
    approveFor: 'De correctie van {certificateId} goedkeuren',
    refuseFor: 'De correctie van {certificateId} weigeren',
    approveAsk:
      'De naam op {certificateId} corrigeren van “{from}” naar “{to}”? Er wordt een gecorrigeerd certificaat uitgegeven en dit wordt ingetrokken.',
    refuseAsk:
      'Correctie van de naam op {certificateId} naar “{to}” weigeren? Het certificaat blijft zoals het is.',
    approveConfirm: 'Goedkeuren en opnieuw uitgeven',
    refuseConfirm: 'Weigeren',
    keep: 'Laten wachten',
    noteLabel: 'Opmerking voor de cursist',
    refuseLabel: 'Reden voor de cursist',
    noteHint: 'Wordt naar de cursist gestuurd en in het auditlog bewaard; maximaal 500 tekens.',
    noteInvalid: 'Schrijf 1 tot 500 tekens.',
    approved: 'Goedgekeurd: {certificateId} is vervangen door {newCertificateId}.',
    refused: 'Geweigerd: {certificateId} blijft zoals het is.',
    decideFailed: 'De beslissing is niet vastgelegd: {why}',
  },
};
export default nl;
