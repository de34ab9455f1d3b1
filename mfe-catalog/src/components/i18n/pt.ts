import type { ComponentTexts } from './en';

// Portuguese (European): the breadcrumb, course counts and PECB's category names.
const pt: ComponentTexts = {
  breadcrumb: 'Navegação estrutural',
  home: 'Início',
  courseCount_one: '{count} curso',
  courseCount_other: '{count} cursos',
  'category.information-security': 'Segurança da informação',
  'category.cybersecurity': 'Cibersegurança',
  'category.quality': 'Qualidade',
  'category.governance': 'Governação, risco e conformidade',
  'category.artificial-intelligence': 'Inteligência artificial',
  'category.privacy': 'Privacidade e proteção de dados',
  'category.continuity': 'Continuidade e resiliência',
  'category.technical-cybersecurity': 'Cibersegurança técnica',
  'category.digital-transformation': 'Transformação digital',
};

export default pt;
