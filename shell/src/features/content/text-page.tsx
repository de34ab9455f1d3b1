import { ArticlePage } from '../../components/article';
import { textPages, type TextPageName } from './text-pages';

/** One of the shell's text pages (terms, policies, careers, partners, …) by name. */
export function TextPage({ name }: { name: TextPageName }) {
  return <ArticlePage content={textPages[name]} />;
}
