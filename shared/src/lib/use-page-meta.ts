import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteConfig } from '../config/site-config';
import { useI18n } from '../i18n/i18n';
import { localizePath } from '../i18n/lang-path';

/** Finds or creates `<meta {attribute}="{key}">` in the head and sets its content. */
function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    document.head.appendChild(meta);
  }
  meta.content = content;
}

function setCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

/**
 * Sets the document title ("Page | Brand"), meta description, canonical URL (origin + the
 * page's address in its language: query strings and fragments never make a second copy of a
 * page) and the Open Graph tags of the current page.
 */
export function usePageMeta(title: string, description?: string): void {
  const { brandName } = useSiteConfig();
  const { pathname } = useLocation();
  const { lang } = useI18n();
  useEffect(() => {
    const fullTitle = title ? `${title} | ${brandName}` : brandName;
    const url = window.location.origin + localizePath(lang, pathname);
    document.title = fullTitle;
    setCanonical(url);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:url', url);
    setMeta('property', 'og:type', 'website');
    setMeta('property', 'og:site_name', brandName);
    if (description) {
      setMeta('name', 'description', description);
      setMeta('property', 'og:description', description);
    }
  }, [title, description, brandName, pathname, lang]);
}
