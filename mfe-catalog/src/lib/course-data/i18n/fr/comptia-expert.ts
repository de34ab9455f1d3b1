import type { GroupTexts } from '../../course-texts';

// French: the summaries and page content of CompTIA's Expert courses (English → French).
const texts: GroupTexts = {
  summaries: {
    'Enterprise security architecture and engineering at expert level.':
      'Architecture et ingénierie de la sécurité d’entreprise au niveau expert.',
    'A stackable pathway at expert level for security analytics.':
      'Un parcours empilable de niveau expert en analyse de sécurité.',
  },
  page: {
    'CompTIA SecurityX': 'CompTIA SecurityX',
    'Security architects and senior security engineers':
      'Architectes sécurité et ingénieurs sécurité confirmés',
    'Technical leads who design and implement enterprise security':
      'Responsables techniques qui conçoivent et mettent en œuvre la sécurité de l’entreprise',
    'We recommend CompTIA Security+, CySA+ or PenTest+, or equivalent knowledge':
      'Nous recommandons CompTIA Security+, CySA+ ou PenTest+, ou des connaissances équivalentes',
    'Around ten years of IT experience, at least five of them hands-on in security':
      'Une dizaine d’années d’expérience en informatique, dont au moins cinq de pratique en sécurité',
    'Governance, Risk, and Compliance': 'Gouvernance, risque et conformité',
    'Security Engineering': 'Ingénierie de la sécurité',
    'Pass/fail only; no scaled score is given':
      'Admis ou non admis uniquement ; aucun score sur échelle n’est communiqué',
    'Is SecurityX the same as CASP+?': 'SecurityX est-il identique à CASP+ ?',
    'SecurityX is the new name CompTIA gave CASP+ with the CAS-005 exam. If you already hold CASP+, your certification carries over to SecurityX.':
      'SecurityX est le nouveau nom que CompTIA a donné à CASP+ avec l’examen CAS-005. Si vous détenez déjà CASP+, votre certification devient SecurityX.',
    'CompTIA Security+, CySA+ and SecurityX — CompTIA awards this stackable certification once all of them are held':
      'CompTIA Security+, CySA+ et SecurityX — CompTIA délivre cette certification empilable dès que vous les détenez toutes',
    'Senior security analysts and SOC leads': 'Analystes sécurité confirmés et responsables de SOC',
    'Security professionals who want the highest CompTIA analytics milestone':
      'Professionnels de la sécurité qui visent l’étape la plus élevée de CompTIA en analyse de sécurité',
    'We recommend several years of hands-on security experience':
      'Nous recommandons plusieurs années d’expérience pratique en sécurité',
    'CompTIA SecurityX (CAS-005)': 'CompTIA SecurityX (CAS-005)',
  },
};
export default texts;
