import { useTexts } from 'shared/structured-texts';
import { ArticlePage } from '../../components/article';
import { textPageCtaLink, textPagesTexts, type TextPageName } from './text-pages';

/** One of the shell's text pages (terms, policies, careers, partners, …) by name. */
export function TextPage({ name }: { name: TextPageName }) {
  const page = useTexts(textPagesTexts)[name];
  const to = textPageCtaLink(name, page.title);
  const cta = 'cta' in page && to ? { label: page.cta, to } : undefined;
  return (
    <ArticlePage
      content={{ title: page.title, description: page.description, sections: page.sections, cta }}
    />
  );
}
