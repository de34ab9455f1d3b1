import { Suspense, type ComponentType, type ReactElement } from 'react';
import { matchPath } from 'react-router-dom';
import { LoadingContent, paths } from 'shared';
import { lazyWithRetry } from '../../lib/chunk-recovery';
import { HomePage } from '../../features/home/home-page';

/**
 * Every page but the home page is its own chunk, fetched with the screen-chunk retry. The
 * Suspense sits inside the route so the chrome stays put while a page's chunk loads.
 */
function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  props: P = {} as P,
): ReactElement {
  const Page = lazyWithRetry(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<LoadingContent />}>
      <Page {...props} />
    </Suspense>
  );
}

const about = () => import('../../features/about/about-page').then((m) => m.AboutPage);
const services = () => import('../../features/services/services-page').then((m) => m.ServicesPage);
const serviceDetail = () =>
  import('../../features/services/service-page').then((m) => m.ServiceDetailPage);
const serviceLanding = () =>
  import('../../features/services/service-page').then((m) => m.ServiceLandingPage);
const contact = () => import('../../features/contact/contact-page').then((m) => m.ContactPage);
const reviews = () => import('../../features/content/reviews-page').then((m) => m.ReviewsPage);
const faq = () => import('../../features/faq/faq-page').then((m) => m.FaqPage);
const blogs = () => import('../../features/content/blogs-page').then((m) => m.BlogsPage);
const resources = () =>
  import('../../features/content/resources-page').then((m) => m.ResourcesPage);
const gallery = () => import('../../features/gallery/gallery-page').then((m) => m.GalleryPage);
const internalExams = () =>
  import('../../features/internal-exams/internal-exams-page').then((m) => m.InternalExamsPage);
const textPage = () => import('../../features/text-pages/text-page').then((m) => m.TextPage);

/** Every public page the shell owns; app.tsx turns these into routes. */
export const pageRoutes: { path: string; element: ReactElement }[] = [
  { path: paths.home, element: <HomePage /> },
  { path: paths.homeAlias, element: <HomePage /> },
  { path: paths.about, element: lazyPage(about) },
  { path: paths.services, element: lazyPage(services) },
  { path: '/service-detail/:slug', element: lazyPage(serviceDetail) },
  { path: paths.cloudServices, element: lazyPage(serviceLanding, { slug: 'cloud-services' }) },
  {
    path: paths.digitalMarketing,
    element: lazyPage(serviceLanding, { slug: 'digital-marketing' }),
  },
  { path: paths.webDevelopment, element: lazyPage(serviceLanding, { slug: 'web-development' }) },
  {
    path: paths.softwareServices,
    element: lazyPage(serviceLanding, { slug: 'software-services' }),
  },
  { path: paths.contact, element: lazyPage(contact) },
  { path: paths.reviews, element: lazyPage(reviews) },
  { path: paths.faq, element: lazyPage(faq) },
  { path: paths.terms, element: lazyPage(textPage, { name: 'terms' }) },
  { path: paths.policies, element: lazyPage(textPage, { name: 'policies' }) },
  { path: paths.blogs, element: lazyPage(blogs) },
  { path: paths.careers, element: lazyPage(textPage, { name: 'careers' }) },
  { path: paths.partners, element: lazyPage(textPage, { name: 'partners' }) },
  { path: paths.employee, element: lazyPage(textPage, { name: 'employee' }) },
  { path: paths.internship, element: lazyPage(textPage, { name: 'internship' }) },
  { path: paths.internalExams, element: lazyPage(internalExams) },
  { path: paths.gallery, element: lazyPage(gallery) },
  { path: paths.resources, element: lazyPage(resources) },
];

/** The chunk of each lazily loaded page, by path, for preparePage. */
const pageChunks: [path: string, load: () => Promise<unknown>][] = [
  [paths.about, about],
  [paths.services, services],
  ['/service-detail/:slug', serviceDetail],
  [paths.cloudServices, serviceLanding],
  [paths.digitalMarketing, serviceLanding],
  [paths.webDevelopment, serviceLanding],
  [paths.softwareServices, serviceLanding],
  [paths.contact, contact],
  [paths.reviews, reviews],
  [paths.faq, faq],
  [paths.terms, textPage],
  [paths.policies, textPage],
  [paths.blogs, blogs],
  [paths.careers, textPage],
  [paths.partners, textPage],
  [paths.employee, textPage],
  [paths.internship, textPage],
  [paths.internalExams, internalExams],
  [paths.gallery, gallery],
  [paths.resources, resources],
];

/**
 * Loads the chunk of the shell page at `pathname`. The shell awaits it before hydrating a
 * prerendered page (bootstrap.tsx), so the page is hydrated with its code at hand and a click
 * during hydration (a gallery photo, say) is handled rather than lost.
 */
export async function preparePage(pathname: string): Promise<void> {
  const found = pageChunks.find(([path]) => matchPath(path, pathname) !== null);
  if (found) await found[1]();
}
