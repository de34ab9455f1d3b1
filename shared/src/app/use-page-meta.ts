import { useEffect } from 'react';
import { useSiteConfig } from '../config/site-config';

/** Sets the document title ("Page | Brand") and meta description of the current page. */
export function usePageMeta(title: string, description?: string): void {
  const { brandName } = useSiteConfig();
  useEffect(() => {
    document.title = title ? `${title} | ${brandName}` : brandName;
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description;
    }
  }, [title, description, brandName]);
}
