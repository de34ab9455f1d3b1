import { renderWithProviders } from '../testing';
import { usePageMeta } from './use-page-meta';

function Page() {
  usePageMeta('Security+', 'The Security+ course.');
  return <h1>Security+</h1>;
}

const meta = (selector: string) =>
  document.head.querySelector<HTMLMetaElement>(selector)?.getAttribute('content');

describe('usePageMeta', () => {
  it('sets the title, description, canonical URL and Open Graph tags of the page', () => {
    renderWithProviders(<Page />, { route: '/comptia/specialist/security-plus?utm=x#top' });
    expect(document.title).toMatch(/^Security\+ \| /);
    expect(meta('meta[name="description"]')).toBe('The Security+ course.');
    const url = `${window.location.origin}/comptia/specialist/security-plus`;
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', url);
    expect(meta('meta[property="og:url"]')).toBe(url);
    expect(meta('meta[property="og:title"]')).toBe(document.title);
    expect(meta('meta[property="og:description"]')).toBe('The Security+ course.');
    expect(meta('meta[property="og:type"]')).toBe('website');
    // One of each, however often a page renders.
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });
});
