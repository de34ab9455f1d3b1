import { paths } from 'shared';
import { defineTexts } from 'shared/structured-texts';
import { servicesEn } from './i18n/en';

/** The services' texts in seven languages ('/our-services', '/services/…'). */
export const servicesTexts = defineTexts(servicesEn, {
  hi: () => import(/* webpackChunkName: "pages-hi" */ './i18n/hi'),
  nl: () => import(/* webpackChunkName: "pages-nl" */ './i18n/nl'),
  fr: () => import(/* webpackChunkName: "pages-fr" */ './i18n/fr'),
  pt: () => import(/* webpackChunkName: "pages-pt" */ './i18n/pt'),
  it: () => import(/* webpackChunkName: "pages-it" */ './i18n/it'),
  ar: () => import(/* webpackChunkName: "pages-ar" */ './i18n/ar'),
});

export type ServiceSlug = keyof typeof servicesEn.services;

/** The services in the order the overview lists them. */
export const serviceSlugs = Object.keys(servicesEn.services) as ServiceSlug[];

/** The four services with a landing page of their own; the others use /service-detail/{slug}. */
export const serviceLandingPaths: Partial<Record<ServiceSlug, string>> = {
  'cloud-services': paths.cloudServices,
  'digital-marketing': paths.digitalMarketing,
  'web-development': paths.webDevelopment,
  'software-services': paths.softwareServices,
};

export function isServiceSlug(slug: string): slug is ServiceSlug {
  return Object.prototype.hasOwnProperty.call(servicesEn.services, slug);
}
