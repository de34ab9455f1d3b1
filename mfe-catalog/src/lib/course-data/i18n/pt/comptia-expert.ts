import type { GroupTexts } from '../../course-texts';

// European Portuguese: the summaries and page content of CompTIA's Expert courses (English → European Portuguese).
const texts: GroupTexts = {
  summaries: {
    'Enterprise security architecture and engineering at expert level.':
      'Arquitetura e engenharia de segurança empresarial ao nível Expert.',
    'A stackable pathway at expert level for security analytics.':
      'Um percurso acumulável de nível Expert em análise de segurança.',
  },
  page: {
    'CompTIA SecurityX': 'CompTIA SecurityX',
    'Security architects and senior security engineers':
      'Arquitetos de segurança e engenheiros de segurança seniores',
    'Technical leads who design and implement enterprise security':
      'Responsáveis técnicos que concebem e implementam a segurança empresarial',
    'We recommend CompTIA Security+, CySA+ or PenTest+, or equivalent knowledge':
      'Recomendamos o CompTIA Security+, CySA+ ou PenTest+, ou conhecimentos equivalentes',
    'Around ten years of IT experience, at least five of them hands-on in security':
      'Cerca de dez anos de experiência em TI, dos quais pelo menos cinco de experiência prática em segurança',
    'Governance, Risk, and Compliance': 'Governação, risco e conformidade',
    'Security Engineering': 'Engenharia de segurança',
    'Pass/fail only; no scaled score is given':
      'Apenas aprovado/reprovado; não é atribuída uma nota em escala',
    'Is SecurityX the same as CASP+?': 'O SecurityX é o mesmo que o CASP+?',
    'SecurityX is the new name CompTIA gave CASP+ with the CAS-005 exam. If you already hold CASP+, your certification carries over to SecurityX.':
      'SecurityX é o novo nome que a CompTIA deu ao CASP+ com o exame CAS-005. Se já tem o CASP+, a sua certificação transita para o SecurityX.',
    'CompTIA Security+, CySA+ and SecurityX — CompTIA awards this stackable certification once all of them are held':
      'CompTIA Security+, CySA+ e SecurityX — a CompTIA atribui esta certificação acumulável a quem tiver todas elas',
    'Senior security analysts and SOC leads':
      'Analistas de segurança seniores e responsáveis de SOC',
    'Security professionals who want the highest CompTIA analytics milestone':
      'Profissionais de segurança que querem atingir o patamar mais alto da CompTIA em análise de segurança',
    'We recommend several years of hands-on security experience':
      'Recomendamos vários anos de experiência prática em segurança',
    'CompTIA SecurityX (CAS-005)': 'CompTIA SecurityX (CAS-005)',
  },
};
export default texts;
