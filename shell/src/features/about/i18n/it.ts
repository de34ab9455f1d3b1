import type { AboutKey } from './en';

const it: Record<AboutKey, string> = {
  title: 'Chi siamo',
  metaDescription:
    'Un’azienda di formazione, certificazione e servizi IT a Nuova Delhi: corsi CompTIA e PECB, tirocini e sviluppo software.',
  lead: 'Siamo un’azienda di formazione e servizi IT con sede a Nuova Delhi. Dalla nostra apertura migliaia di studenti si sono preparati con noi alle certificazioni CompTIA e PECB, e molte aziende si affidano ai nostri ingegneri per siti web, cloud e software.',
  missionTitle: 'La nostra missione',
  missionText:
    'Rendere pratiche e accessibili le competenze IT riconosciute a livello internazionale: ogni corso unisce un formatore esperto, laboratori pratici e un esame di certificazione ufficiale.',
  teachTitle: 'Cosa insegniamo',
  teachComptia: 'Certificazioni CompTIA, da A+ e Network+ a Security+, CySA+ e CASP+',
  teachPecb:
    'Certificazioni PECB in ISO/IEC 27001, ISO 9001, ISO 22301, privacy e gestione dell’IA',
  teachUnity: 'Sviluppo di videogiochi con Unity',
  teachTally: 'Contabilità con Tally Prime e GST',
  teachMicrosoft: 'Formazione Microsoft 365 e Azure',
  servicesTitle: 'Cosa realizziamo',
  servicesText:
    'Il nostro team di sviluppo realizza siti e applicazioni web, servizi cloud, marketing digitale e software su misura per clienti in India e all’estero. I tirocinanti partecipano a questi progetti e imparano sul campo.',
  valuesTitle: 'I nostri valori',
  valuePractical: 'Prima la pratica: metà di ogni corso si svolge in laboratorio.',
  valueHonest:
    'Consigli onesti: suggeriamo la certificazione adatta alla tua carriera, non la più costosa.',
  valueSupport: 'Supporto dopo il corso: sessioni di chiarimento fino all’esame.',
  visitTitle: 'Vieni a trovarci',
  visitText:
    'Il nostro centro di formazione si trova a Nuova Delhi ed è aperto dal lunedì al sabato, dalle 11 alle 19. Sei il benvenuto per un colloquio di orientamento gratuito.',
  contactLink: 'Contattaci',
};

export default it;
