import { defineDictionary } from 'shared';
import { galleryEn, type GalleryKey } from './gallery-en';

/** The gallery's texts in seven languages. */
export const galleryMessages = defineDictionary<GalleryKey>(galleryEn, {
  hi: () => import(/* webpackChunkName: "pages-hi" */ './i18n/gallery.hi'),
  nl: () => import(/* webpackChunkName: "pages-nl" */ './i18n/gallery.nl'),
  fr: () => import(/* webpackChunkName: "pages-fr" */ './i18n/gallery.fr'),
  pt: () => import(/* webpackChunkName: "pages-pt" */ './i18n/gallery.pt'),
  it: () => import(/* webpackChunkName: "pages-it" */ './i18n/gallery.it'),
  ar: () => import(/* webpackChunkName: "pages-ar" */ './i18n/gallery.ar'),
});
