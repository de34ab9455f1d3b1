import { useBrowserOrigin, useSiteConfig } from 'shared';

/** schema.org Organization for search engines, from the runtime site configuration. */
export function OrganizationJsonLd() {
  const { brandName, contact, social } = useSiteConfig();
  // No origin in the server's render (docs/PERFORMANCE.md 'Prerendering'); hydration then adds it.
  const origin = useBrowserOrigin();
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brandName,
    url: origin ? `${origin}/` : undefined,
    email: contact.email,
    telephone: contact.phone,
    address: { '@type': 'PostalAddress', streetAddress: contact.address },
    // In schema.org's own form when the API could write them in each language.
    openingHours: contact.workingHoursIn ? contact.workingHours : undefined,
    sameAs: [social.facebook, social.instagram, social.linkedin].filter(Boolean),
  };
  // A data block, never executed; '<' is escaped so no value can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
