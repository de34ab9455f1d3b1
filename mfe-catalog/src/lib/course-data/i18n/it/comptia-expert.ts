import type { GroupTexts } from '../../course-texts';

// Italian: the summaries and page content of CompTIA's Expert courses (English → Italian).
const texts: GroupTexts = {
  summaries: {
    'Enterprise security architecture and engineering at expert level.':
      'Architettura e ingegneria della sicurezza aziendale a livello esperto.',
    'A stackable pathway at expert level for security analytics.':
      'Un percorso componibile di livello esperto per l’analisi della sicurezza.',
  },
  page: {
    'CompTIA SecurityX': 'CompTIA SecurityX',
    'Security architects and senior security engineers':
      'Architetti della sicurezza e ingegneri della sicurezza senior',
    'Technical leads who design and implement enterprise security':
      'Responsabili tecnici che progettano e implementano la sicurezza aziendale',
    'We recommend CompTIA Security+, CySA+ or PenTest+, or equivalent knowledge':
      'Consigliamo CompTIA Security+, CySA+ o PenTest+, oppure conoscenze equivalenti',
    'Around ten years of IT experience, at least five of them hands-on in security':
      'Circa dieci anni di esperienza nell’IT, di cui almeno cinque di pratica nella sicurezza',
    'Governance, Risk, and Compliance': 'Governance, rischio e compliance',
    'Security Engineering': 'Ingegneria della sicurezza',
    'Pass/fail only; no scaled score is given':
      'Solo superato/non superato; non viene assegnato un punteggio in scala',
    'Is SecurityX the same as CASP+?': 'SecurityX è la stessa certificazione di CASP+?',
    'SecurityX is the new name CompTIA gave CASP+ with the CAS-005 exam. If you already hold CASP+, your certification carries over to SecurityX.':
      'SecurityX è il nuovo nome che CompTIA ha dato a CASP+ con l’esame CAS-005. Chi è già certificato CASP+ mantiene la propria certificazione, che prosegue come SecurityX.',
    'CompTIA Security+, CySA+ and SecurityX — CompTIA awards this stackable certification once all of them are held':
      'CompTIA Security+, CySA+ e SecurityX — CompTIA rilascia questa certificazione componibile a chi le possiede tutte',
    'Senior security analysts and SOC leads':
      'Analisti della sicurezza senior e responsabili di SOC',
    'Security professionals who want the highest CompTIA analytics milestone':
      'Professionisti della sicurezza che puntano al traguardo più alto di CompTIA nell’analisi della sicurezza',
    'We recommend several years of hands-on security experience':
      'Consigliamo diversi anni di esperienza pratica nella sicurezza',
    'CompTIA SecurityX (CAS-005)': 'CompTIA SecurityX (CAS-005)',
  },
};
export default texts;
