import type { GroupTexts } from '../../course-texts';

// Italian: the summaries and page content of PECB's privacy and data protection courses (English → Italian).
const texts: GroupTexts = {
  summaries: {
    'The role of a data protection officer under the GDPR.':
      'Il ruolo del responsabile della protezione dei dati secondo il GDPR.',
    'Privacy information management systems.':
      'Sistemi di gestione delle informazioni sulla privacy.',
  },
  page: {
    'Data protection officers and privacy managers':
      'Responsabili della protezione dei dati (DPO) e privacy manager',
    'Legal, compliance and information security professionals':
      'Professionisti dell’area legale, della compliance e della sicurezza delle informazioni',
    'Anyone handling personal data for customers in Europe':
      'Chiunque tratti dati personali per clienti in Europa',
    'A basic understanding of data protection principles':
      'Conoscenze di base dei principi di protezione dei dati',
    'GDPR principles, lawful bases and data subject rights':
      'Principi del GDPR, basi giuridiche e diritti degli interessati',
    'The data protection officer role': 'Il ruolo del responsabile della protezione dei dati',
    'Records of processing and data protection impact assessments':
      'Registri dei trattamenti e valutazioni d’impatto sulla protezione dei dati',
    'Breach notification, transfers and supervisory authorities':
      'Notifica delle violazioni, trasferimenti e autorità di controllo',
    'Privacy information management and ISO/IEC 27701':
      'Gestione delle informazioni sulla privacy e ISO/IEC 27701',
    'Extending an ISMS for privacy': 'Estensione di un SGSI alla privacy',
    'Controls for personal data controllers and processors':
      'Controlli per titolari e responsabili del trattamento dei dati personali',
  },
};
export default texts;
