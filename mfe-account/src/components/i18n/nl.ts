import type { ComponentsTranslation } from './en';

// Dutch: the shared components (the data table, the CSV file field, the sessions list).
const nl: ComponentsTranslation = {
  table: {
    sortBy: 'Sorteren op {column}',
    previous: 'Vorige pagina',
    next: 'Volgende pagina',
    pageOf: 'Pagina {page} van {pages} ({total} in totaal)',
    pageOfMore: 'Pagina {page} (meer dan {total} in totaal)',
    empty: 'Niets om te tonen.',
  },
  file: {
    chooseFile: 'Kies een bestand',
    noFile: 'Geen bestand gekozen',
    unreadable: 'Het bestand kon niet worden gelezen.',
  },
  sessions: {
    sessionsTitle: 'Waar je bent aangemeld',
    sessionsLoading: 'Je sessies worden geladen…',
    sessionsFailed: 'Je sessies konden niet worden geladen.',
    thisDevice: 'Dit apparaat',
    ip: 'IP-adres',
    signedIn: 'Aangemeld',
    lastActive: 'Laatst actief',
    signOut: 'Afmelden',
    signOutNamed: 'Afmelden: {device} ({ip})',
    signOutOthers: 'Alle andere sessies afmelden',
    signingOut: 'Bezig met afmelden…',
    signedOutOne: '{device} ({ip}) is afgemeld.',
    signedOutOthers_one: '{count} andere sessie is afgemeld.',
    signedOutOthers_other: '{count} andere sessies zijn afgemeld.',
    noOthers: 'Je bent nergens anders aangemeld.',
    signOutFailed: 'De sessie kon niet worden afgemeld.',
    deviceOn: '{browser} op {os}',
    unknownDevice: 'Onbekend apparaat',
  },
  translatedField: {
    translations: 'Vertalingen van {field}',
    missingCount_one: '{count} vertaling ontbreekt',
    missingCount_other: '{count} vertalingen ontbreken',
    allTranslated: 'Vertaald in alle talen',
    missing: 'ontbreekt',
    hint: 'Laat je een taal leeg, dan toont de pagina in die taal de Engelse tekst.',
    listMissing: 'Ontbrekende vertalingen: {languages}',
  },
  decision: {
    acceptAsk:
      '{amount} betaald met {transaction} voor bestelling {reference} accepteren? De bestelling wordt geleverd en de koper krijgt een e-mail.',
    rejectAsk:
      '{amount} betaald met {transaction} voor bestelling {reference} afwijzen? Het bedrag wordt gemarkeerd om aan de koper terug te betalen; de bestelling blijft zoals ze is.',
    acceptConfirm: 'Betaling accepteren',
    rejectConfirm: 'Betaling afwijzen',
    acceptReason: 'Waarom je accepteert',
    rejectReason: 'Waarom je afwijst',
    decisionHint: '3 tot 300 tekens; bewaard bij de betaling en in het auditlog.',
    acceptedDone: 'Betaling {transaction} geaccepteerd: bestelling {reference} is geleverd.',
    rejectedDone:
      'Betaling {transaction} afgewezen: betaal haar terug aan de koper. Reden: ‘{reason}’.',
    acceptConflict:
      'De betaling kon niet worden geaccepteerd: de bestelling is niet meer open, de artikelen zijn niet meer op voorraad of er is al over besloten. Wijs haar af zodat ze wordt terugbetaald.',
    rejectConflict: 'De betaling kon niet worden afgewezen: er is al over besloten.',
    paymentMissing: 'Deze betaling bestaat niet meer.',
    decisionFailed: 'Het besluit kon niet worden opgeslagen.',
  },
};
export default nl;
