import { defineDictionary } from 'shared';
import { footerEn, type FooterKey } from './en';

export const footerMessages = defineDictionary<FooterKey>(footerEn, {
  hi: () => import(/* webpackChunkName: "footer-hi" */ './hi'),
  nl: () => import(/* webpackChunkName: "footer-nl" */ './nl'),
  fr: () => import(/* webpackChunkName: "footer-fr" */ './fr'),
  pt: () => import(/* webpackChunkName: "footer-pt" */ './pt'),
  it: () => import(/* webpackChunkName: "footer-it" */ './it'),
  ar: () => import(/* webpackChunkName: "footer-ar" */ './ar'),
});
