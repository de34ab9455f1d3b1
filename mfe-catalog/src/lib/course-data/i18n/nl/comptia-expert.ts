import type { GroupTexts } from '../../course-texts';

// Dutch: the summaries and page content of CompTIA's Expert-level courses (English → Dutch).
const texts: GroupTexts = {
  summaries: {
    'Enterprise security architecture and engineering at expert level.':
      'Beveiligingsarchitectuur en security engineering voor grote organisaties, op expertniveau.',
    'A stackable pathway at expert level for security analytics.':
      'Een stapelbaar traject op expertniveau voor securityanalyse.',
  },
  page: {
    'CompTIA SecurityX': 'CompTIA SecurityX',
    'Security architects and senior security engineers':
      'Securityarchitecten en senior security engineers',
    'Technical leads who design and implement enterprise security':
      'Technisch leidinggevenden die de beveiliging van grote organisaties ontwerpen en implementeren',
    'We recommend CompTIA Security+, CySA+ or PenTest+, or equivalent knowledge':
      'We raden CompTIA Security+, CySA+ of PenTest+ aan, of vergelijkbare kennis',
    'Around ten years of IT experience, at least five of them hands-on in security':
      'Zo’n tien jaar IT-ervaring, waarvan minstens vijf jaar praktijkervaring in security',
    'Governance, Risk, and Compliance': 'Governance, risico en compliance',
    'Security Engineering': 'Security engineering',
    'Pass/fail only; no scaled score is given':
      'alleen geslaagd/niet geslaagd; er wordt geen geschaalde score gegeven',
    'Is SecurityX the same as CASP+?': 'Is SecurityX hetzelfde als CASP+?',
    'SecurityX is the new name CompTIA gave CASP+ with the CAS-005 exam. If you already hold CASP+, your certification carries over to SecurityX.':
      'SecurityX is de nieuwe naam die CompTIA met het examen CAS-005 aan CASP+ heeft gegeven. Heb je CASP+ al, dan gaat je certificering over naar SecurityX.',
    'CompTIA Security+, CySA+ and SecurityX — CompTIA awards this stackable certification once all of them are held':
      'CompTIA Security+, CySA+ en SecurityX — CompTIA kent deze stapelbare certificering toe zodra je ze allemaal hebt behaald',
    'Senior security analysts and SOC leads': 'Senior securityanalisten en SOC-teamleiders',
    'Security professionals who want the highest CompTIA analytics milestone':
      'Securityprofessionals die de hoogste CompTIA-mijlpaal in securityanalyse willen behalen',
    'We recommend several years of hands-on security experience':
      'We raden een aantal jaar praktijkervaring in security aan',
    'CompTIA SecurityX (CAS-005)': 'CompTIA SecurityX (CAS-005)',
  },
};
export default texts;
